import { router } from '../../trpc/init';
import { tiers } from './tiers';

export const billingRouter = router({ tiers });

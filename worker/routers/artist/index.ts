import { router } from '../../trpc/init';
import { session } from './session';

export const artistRouter = router({ session });

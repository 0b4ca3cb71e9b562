import { router } from '../../trpc/init';
import { me } from './me';

export const authRouter = router({ me });

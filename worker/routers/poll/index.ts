import { router } from '../../trpc/init';

export const pollRouter = router({});

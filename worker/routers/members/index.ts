import { router } from '../../trpc/init';
import { account } from './account';
import { dashboard } from './dashboard';
import { rights } from './rights';
import { updateSettings } from './update-settings';
import { usage } from './usage';

export const membersRouter = router({ dashboard, account, updateSettings, rights, usage });

import { router } from '../../trpc/init';
import { account } from './account';
import { badge } from './badge';
import { dashboard } from './dashboard';
import { rights } from './rights';
import { setBadge } from './set-badge';
import { updateSettings } from './update-settings';
import { usage } from './usage';

export const membersRouter = router({ dashboard, account, updateSettings, rights, usage, badge, setBadge });

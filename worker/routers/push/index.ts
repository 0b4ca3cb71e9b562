import { router } from '../../trpc/init';
import { setPreferences, settings } from './settings';
import { subscribe } from './subscribe';
import { unsubscribe } from './unsubscribe';

export const pushRouter = router({ settings, setPreferences, subscribe, unsubscribe });

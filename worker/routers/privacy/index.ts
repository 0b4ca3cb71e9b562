import { router } from '../../trpc/init';
import { deleteAccount } from './delete-account';
import { exportData } from './export-data';

export const privacyRouter = router({ exportData, deleteAccount });

import { exportMyData } from '../../services/privacy/export-my-data';
import { memberWriteProcedure } from '../../trpc/init';

/**
 * 'Baixar meus dados': everything the site keeps about the member, as one JSON. A read, sent as a
 * POST (a mutation) like the other personal reads, so nothing of it can sit in a cache or a log of
 * URLs; counted against its own small budget.
 */
export const exportData = memberWriteProcedure('dataExport')
  .meta({ failsAs: 'DATA_EXPORT_FAILED' })
  .mutation(({ ctx }) => exportMyData(ctx.deps, { userId: ctx.session.userId }));

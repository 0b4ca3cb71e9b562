import { openPortal } from '../../services/billing/open-portal';
import { memberProcedure } from '../../trpc/init';

/** customer-portal: 'Gerenciar Assinatura' → the portal's URL. */
export const customerPortal = memberProcedure
  .meta({ failsAs: 'PORTAL_FAILED' })
  .mutation(({ ctx }) => openPortal(ctx.deps, { userId: ctx.session.userId, origin: ctx.req.origin }));

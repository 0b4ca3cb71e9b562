import { openPortal } from '../../services/billing/open-portal';
import { memberProcedure } from '../../trpc/init';

/** customer-portal: 'Gerenciar Assinatura' → the portal's URL. */
export const customerPortal = memberProcedure.mutation(({ ctx }) => openPortal(ctx.deps, ctx.session.userId, ctx.req.origin));

import { getAccount } from '../../services/members/get-account';
import { memberProcedure } from '../../trpc/init';

/** The member's own e-mail, username, display name, photo and WhatsApp (settings, /meu-plano). */
export const account = memberProcedure.query(({ ctx }) => getAccount(ctx.deps, { userId: ctx.session.userId }));

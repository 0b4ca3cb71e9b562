import { supportMessageInput } from '../../contracts/support';
import { sendSupportRequest } from '../../services/support/send-support-request';
import { memberWriteProcedure, router } from '../../trpc/init';

/** 'Fale com a equipe' (/meu-plano): Prata and Ouro members write to the panel's 'Suporte' queue. */
const send = memberWriteProcedure('support')
  .meta({ audience: 'member-plan' })
  .input(supportMessageInput)
  .mutation(({ ctx, input }) => sendSupportRequest(ctx.deps, { userId: ctx.session.userId, ...input }));

export const supportRouter = router({ send });

import { changePasswordInput } from '../../contracts/auth';
import { changePassword as changePasswordService } from '../../services/auth/change-password';
import { memberProcedure } from '../../trpc/init';

/** 'Alterar Senha' (/configuracoes): the current password, then the new one; the member's other sessions end. */
export const changePassword = memberProcedure
  .meta({ failsAs: 'PASSWORD_UPDATE_FAILED' })
  .input(changePasswordInput)
  .mutation(({ ctx, input }) => changePasswordService(ctx.deps, { userId: ctx.session.userId, sessionId: ctx.session.sessionId, input }));

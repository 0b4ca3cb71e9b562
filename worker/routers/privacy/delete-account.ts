import { deleteAccountInput } from '../../contracts/privacy';
import { deleteAccount as deleteAccountService } from '../../services/privacy/delete-account';
import { memberWriteProcedure } from '../../trpc/init';
import { clearSessionCookie } from '../../trpc/member-cookie';

/** 'Excluir minha conta': with the password typed again; the browser is signed out with it. */
export const deleteAccount = memberWriteProcedure('accountDelete')
  .meta({ failsAs: 'ACCOUNT_DELETE_FAILED' })
  .input(deleteAccountInput)
  .mutation(async ({ ctx, input }) => {
    const result = await deleteAccountService(ctx.deps, { userId: ctx.session.userId, input });
    clearSessionCookie(ctx);
    return result;
  });

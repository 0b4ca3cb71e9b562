import { resendConfirmation as resendConfirmationService } from '../../services/auth/resend-confirmation';
import { memberWriteProcedure } from '../../trpc/init';

/** 'Reenviar' on the 'Confirme seu e-mail' banner: a fresh link, within the member's write budget. */
export const resendConfirmation = memberWriteProcedure('confirmMail').mutation(({ ctx }) =>
  resendConfirmationService(ctx.deps, { userId: ctx.session.userId, origin: ctx.req.origin }),
);

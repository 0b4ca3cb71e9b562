import { router } from '../../trpc/init';
import { changePassword } from './change-password';
import { confirmEmail } from './confirm-email';
import { me } from './me';
import { resendConfirmation } from './resend-confirmation';
import { requestPasswordReset } from './request-password-reset';
import { requestSignInLink } from './request-sign-in-link';
import { resetPassword } from './reset-password';
import { signIn } from './sign-in';
import { signInWithLink } from './sign-in-with-link';
import { signOut } from './sign-out';
import { signUp } from './sign-up';

export const authRouter = router({
  me,
  signUp,
  signIn,
  signOut,
  changePassword,
  confirmEmail,
  resendConfirmation,
  requestPasswordReset,
  resetPassword,
  requestSignInLink,
  signInWithLink,
});

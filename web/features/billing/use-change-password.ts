import type { ChangePasswordInput } from '../../../worker/contracts/auth-password';
import { trpc } from '../../lib/trpc';

type PasswordMutation = { useMutation: () => { mutateAsync: (input: ChangePasswordInput) => Promise<unknown> } };

/**
 * `auth.changePassword`, built with accounts and sessions in the auth branch (issue 18).
 * The cast lets this page ship before that procedure lands in this branch; once merged,
 * the typed call is the same one (`trpc.auth.changePassword.useMutation()`).
 */
export function useChangePassword() {
  return (trpc.auth as unknown as { changePassword: PasswordMutation }).changePassword.useMutation();
}

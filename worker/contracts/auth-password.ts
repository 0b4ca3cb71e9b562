import * as z from 'zod/mini';

/** Spec §9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;

/**
 * The 'Alterar Senha' dialog and `auth.changePassword` (spec §5): both fields required,
 * at least 6 characters ('Senha deve ter pelo menos 6 caracteres'), and they must match
 * ('Senhas não coincidem'). The current password proves it is the member at the keyboard.
 */
export const changePasswordInput = z
  .object({
    currentPassword: z.string().check(z.minLength(1, 'Informe sua senha atual'), z.maxLength(200, 'Senha muito longa')),
    newPassword: z.string().check(z.minLength(MIN_PASSWORD_LENGTH, 'Senha deve ter pelo menos 6 caracteres'), z.maxLength(200, 'Senha muito longa')),
    confirmPassword: z.string(),
  })
  .check(
    z.refine((v) => v.newPassword === v.confirmPassword, { message: 'Senhas não coincidem', path: ['confirmPassword'] }),
  );
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

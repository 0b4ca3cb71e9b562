import * as z from 'zod/mini';
import { botCheckToken } from './bot-check';
import { isCommonPassword } from './common-passwords';
import { plainText } from './plain-text';

/*
 * Accounts: one schema per input, shared by the /auth and /meu-plano forms and the
 * procedures. Messages are the product's Portuguese texts, shown as they are.
 */

const PASSWORD_MIN = 6;
const PASSWORD_TOO_SHORT = 'Senha deve ter pelo menos 6 caracteres';
const PASSWORD_TOO_COMMON = 'Essa senha é muito comum e fácil de adivinhar. Escolha outra.';
const PASSWORDS_DIFFER = 'Senhas não coincidem';
export const WHATSAPP_INVALID = 'WhatsApp inválido';
const WHATSAPP_HINT = 'Por favor, insira um número de WhatsApp válido';

const email = z
  .string()
  .check(z.trim(), z.minLength(1, 'Informe seu e-mail'), z.maxLength(255, 'Email muito longo'), z.email('Email inválido'), z.toLowerCase());

/** A new password: at least 6 characters, a sane maximum (scrypt input), and not one of the most common. */
const newPassword = z.string().check(
  z.minLength(PASSWORD_MIN, PASSWORD_TOO_SHORT),
  z.maxLength(128, 'Senha muito longa (máximo de 128 caracteres)'),
  z.refine((v) => !isCommonPassword(v), PASSWORD_TOO_COMMON),
);

const USERNAME_PATTERN = /^[A-Za-z0-9_.]{3,20}$/;

const username = z
  .string()
  .check(
    z.trim(),
    z.minLength(3, 'Nome de usuário deve ter pelo menos 3 caracteres'),
    z.maxLength(20, 'Nome de usuário deve ter no máximo 20 caracteres'),
    z.regex(USERNAME_PATTERN, 'Use apenas letras, números, _ e . no nome de usuário'),
  );

export const displayName = plainText(
  z.trim(),
  z.minLength(1, 'Informe seu nome de exibição'),
  z.maxLength(50, 'Nome de exibição muito longo (máximo de 50 caracteres)'),
);

/** Digits of a WhatsApp number as typed (the field shows +55 (11) 99999-9999): 10–15 digits. */
export const whatsappDigits = (v: string) => v.replace(/\D/g, '');

export const whatsapp = z.string().check(
  z.trim(),
  z.minLength(1, WHATSAPP_HINT),
  z.refine((v) => /^[\d\s()+.-]*$/.test(v) && /^\d{10,15}$/.test(whatsappDigits(v)), WHATSAPP_HINT),
);

export const signUpInput = z.object({ email, password: newPassword, username, displayName, whatsapp, botCheck: botCheckToken });
export type SignUpInput = z.infer<typeof signUpInput>;

export const signInInput = z.object({
  /** Asked for after a failed sign-in from this address or for this account (services/auth/sign-in.ts). */
  botCheck: botCheckToken,
  email,
  password: z.string().check(z.minLength(1, 'Informe sua senha'), z.maxLength(128, 'Senha muito longa (máximo de 128 caracteres)')),
});
export type SignInInput = z.infer<typeof signInInput>;

const currentPassword = z
  .string()
  .check(z.minLength(1, 'Informe sua senha atual'), z.maxLength(128, 'Senha muito longa (máximo de 128 caracteres)'));

export const changePasswordInput = z
  .object({ currentPassword, password: newPassword, confirmPassword: z.string() })
  .check(z.refine((v) => v.password === v.confirmPassword, { message: PASSWORDS_DIFFER, path: ['confirmPassword'] }));
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** The token of a confirmation link (`/confirmar-email?token=…`); a malformed one reads as an expired link. */
export const confirmEmailInput = z.object({ token: z.string().check(z.maxLength(64)) });

/** The one answer to 'Esqueci minha senha', whether or not the e-mail has an account. */
export const PASSWORD_RESET_REQUESTED = 'Se houver uma conta com este e-mail, enviamos um link para redefinir a senha.';

export const requestPasswordResetInput = z.object({ email });
export type RequestPasswordResetInput = z.infer<typeof requestPasswordResetInput>;

/** The link's token: 32 base32 characters (services/mail/one-time-tokens.ts); anything else is refused as an invalid link. */
export const resetToken = z.string().check(z.maxLength(64, 'Link inválido'));

export const resetPasswordInput = z
  .object({ token: resetToken, password: newPassword, confirmPassword: z.string() })
  .check(z.refine((v) => v.password === v.confirmPassword, { message: PASSWORDS_DIFFER, path: ['confirmPassword'] }));
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

/** The one answer to 'Entrar com link por e-mail', whether or not the e-mail has an account. */
export const SIGN_IN_LINK_REQUESTED = 'Se houver uma conta com este e-mail, enviamos um link para você entrar sem senha.';

/** 'Entrar com link por e-mail': only the address; the link goes to that inbox. */
export const requestSignInLinkInput = z.object({ email });
export type RequestSignInLinkInput = z.infer<typeof requestSignInLinkInput>;

/** The sign-in link's token (`/entrar-com-link?token=…`), the same shape as the reset link's. */
export const signInWithLinkInput = z.object({ token: resetToken });
export type SignInWithLinkInput = z.infer<typeof signInWithLinkInput>;

/** What the web keeps as `user`: who is signed in. */
export interface SessionUser {
  userId: string;
  email: string;
  /** False until the confirmation link is opened: the member area shows 'Confirme seu e-mail'. */
  emailConfirmed: boolean;
}

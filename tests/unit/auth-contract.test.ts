import { describe, expect, it } from 'vitest';
import { changePasswordInput, requestPasswordResetInput, resetPasswordInput, signInInput, signUpInput } from '../../worker/contracts/auth';
import { isCommonPassword } from '../../worker/contracts/common-passwords';

const form = {
  email: 'Maria@Exemplo.com.br ',
  password: 'batidao-do-mito',
  username: 'maria.funk_1',
  displayName: 'Maria',
  whatsapp: '+55 (11) 98765-4321',
};
const issue = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error!.issues[0]!.message);

describe('cadastro', () => {
  it('accepts a good form and normalises the e-mail', () => {
    const r = signUpInput.safeParse(form);
    expect(r.success && r.data.email).toBe('maria@exemplo.com.br');
    expect(signInInput.parse({ email: ' ANA@X.COM ', password: 'x' }).email).toBe('ana@x.com');
  });

  it.each([
    ['1198765432', true], // 10 digits
    ['+55 (11) 98765-4321', true], // 13
    ['551198765432112', true], // 15
    ['119876543', false], // 9
    ['5511987654321123', false], // 16
    ['(11) 9876-abcd', false],
  ])('WhatsApp %s → %s', (whatsapp, ok) => {
    const r = signUpInput.safeParse({ ...form, whatsapp });
    expect(r.success).toBe(ok);
    if (!ok) expect(issue(r)).toBe('Por favor, insira um número de WhatsApp válido');
  });

  it.each([
    ['ab', false],
    ['abc', true],
    ['a'.repeat(20), true],
    ['a'.repeat(21), false],
    ['ana-maria', false],
    ['ana maria', false],
    ['Ana.Maria_2', true],
    ['joão', false],
  ])('username %s → %s', (username, ok) => {
    expect(signUpInput.safeParse({ ...form, username }).success).toBe(ok);
  });

  it('passwords: at least 6, and the common ones refused whatever their case', () => {
    expect(issue(signUpInput.safeParse({ ...form, password: '12345' }))).toBe('Senha deve ter pelo menos 6 caracteres');
    for (const p of ['123456', 'Senha123', 'FLAMENGO', 'qwerty', 'iloveyou']) expect(isCommonPassword(p)).toBe(true);
    expect(isCommonPassword('batidao-do-mito')).toBe(false);
    expect(issue(signUpInput.safeParse({ ...form, password: 'Flamengo' }))).toBe(
      'Essa senha é muito comum e fácil de adivinhar. Escolha outra.',
    );
  });

  it('password change: the current password is asked for, and the new one twice', () => {
    expect(
      issue(changePasswordInput.safeParse({ currentPassword: 'atual', password: 'nova-senha-1', confirmPassword: 'nova-senha-2' })),
    ).toBe('Senhas não coincidem');
    expect(issue(changePasswordInput.safeParse({ currentPassword: '', password: 'nova-senha-1', confirmPassword: 'nova-senha-1' }))).toBe(
      'Informe sua senha atual',
    );
    expect(
      changePasswordInput.safeParse({ currentPassword: 'atual', password: 'nova-senha-1', confirmPassword: 'nova-senha-1' }).success,
    ).toBe(true);
  });

  it('password recovery: an e-mail to ask with; the new password twice, with the same rules', () => {
    expect(issue(requestPasswordResetInput.safeParse({ email: 'nao-e-email' }))).toBe('Email inválido');
    expect(requestPasswordResetInput.parse({ email: ' Ana@Exemplo.com.br ' }).email).toBe('ana@exemplo.com.br');
    const token = 'abcdefghijklmnopqrstuvwxyz234567';
    expect(issue(resetPasswordInput.safeParse({ token, password: 'nova-senha-1', confirmPassword: 'nova-senha-2' }))).toBe(
      'Senhas não coincidem',
    );
    expect(issue(resetPasswordInput.safeParse({ token, password: '123456', confirmPassword: '123456' }))).toBe(
      'Essa senha é muito comum e fácil de adivinhar. Escolha outra.',
    );
    expect(resetPasswordInput.safeParse({ token, password: 'nova-senha-1', confirmPassword: 'nova-senha-1' }).success).toBe(true);
  });
});

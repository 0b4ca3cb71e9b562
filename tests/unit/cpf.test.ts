import { describe, expect, it } from 'vitest';
import { maskCpf, maskPhone } from '../../web/lib/format';
import { voterFormInput } from '../../worker/contracts/poll';
import { cpfCheckDigits, formatCpf, isValidCpf } from '../../worker/lib/cpf';
import { validCpf } from '../factories/voters';

// validCpf writes the Receita Federal rule out independently of worker/lib/cpf; the stride spreads the digits.
const corpus = Array.from({ length: 500 }, (_, i) => validCpf((i + 1) * 1_234_567));

describe('CPF', () => {
  it('accepts 500 generated CPFs, with and without punctuation', () => {
    for (const cpf of corpus) {
      expect(isValidCpf(cpf), cpf).toBe(true);
      expect(isValidCpf(formatCpf(cpf)), cpf).toBe(true);
      expect(cpfCheckDigits(cpf.slice(0, 9))).toBe(cpf.slice(9));
    }
  });

  it('accepts well-known valid CPFs', () => {
    for (const cpf of ['529.982.247-25', '111.444.777-35', '935.411.347-80', '00000000191']) expect(isValidCpf(cpf), cpf).toBe(true);
  });

  it('refuses any change to a check digit', () => {
    for (const cpf of corpus.slice(0, 100)) {
      for (const pos of [9, 10]) {
        const wrong = cpf.slice(0, pos) + String((Number(cpf[pos]) + 1 + (pos % 9)) % 10) + cpf.slice(pos + 1);
        expect(isValidCpf(wrong), wrong).toBe(false);
      }
    }
  });

  it('refuses repeated digits, wrong lengths and letters', () => {
    for (let n = 0; n <= 9; n++) expect(isValidCpf(String(n).repeat(11))).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    for (const bad of ['', '5299822472', '529982247250', '529.982.247-2X', 'abc.def.ghi-jk', '529 982 247 25a'])
      expect(isValidCpf(bad), bad).toBe(false);
  });

  it('the voter form says "CPF inválido" for a CPF with wrong check digits', () => {
    const form = { name: 'Maria Silva', cpf: '529.982.247-26', whatsapp: '+55 (11) 99999-9999', email: 'maria@exemplo.com' };
    const r = voterFormInput.safeParse(form);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('CPF inválido');
    expect(voterFormInput.safeParse({ ...form, cpf: '529.982.247-25' }).success).toBe(true);
  });
});

describe('input masks', () => {
  it('masks a CPF while it is typed', () => {
    expect(maskCpf('529')).toBe('529');
    expect(maskCpf('5299')).toBe('529.9');
    expect(maskCpf('5299822')).toBe('529.982.2');
    expect(maskCpf('5299822472')).toBe('529.982.247-2');
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCpf('529.982.247-25999')).toBe('529.982.247-25');
  });

  it('masks a WhatsApp number while it is typed', () => {
    expect(maskPhone('11')).toBe('+55 (11');
    expect(maskPhone('11999')).toBe('+55 (11) 999');
    expect(maskPhone('1133334444')).toBe('+55 (11) 3333-4444');
    expect(maskPhone('11999998888')).toBe('+55 (11) 99999-8888');
    expect(maskPhone('5511999998888')).toBe('+55 (11) 99999-8888');
  });

  it('masks WhatsApp key by key without eating the country code', () => {
    const typed = (keys: string) => [...keys].reduce((value, key) => maskPhone(value + key), '');
    expect(typed('11987654321')).toBe('+55 (11) 98765-4321');
    expect(typed('5511987654321')).toBe('+55 (11) 98765-4321');
    expect(maskPhone('+55 11 98765-4321')).toBe('+55 (11) 98765-4321');
    expect(maskPhone('5511987654321')).toBe('+55 (11) 98765-4321');
    expect(maskPhone('+55 (1')).toBe('+55 (1');
    expect(maskPhone('+55 (')).toBe('');
  });

  it('a masked WhatsApp passes the voter form rule, a short one does not', () => {
    const base = { name: 'Maria Silva', cpf: '529.982.247-25', email: 'maria@exemplo.com' };
    expect(voterFormInput.safeParse({ ...base, whatsapp: maskPhone('11999998888') }).success).toBe(true);
    expect(voterFormInput.safeParse({ ...base, whatsapp: '123' }).error?.issues[0]?.message).toBe('WhatsApp inválido');
    expect(voterFormInput.safeParse({ ...base, whatsapp: '1'.repeat(21) }).error?.issues[0]?.message).toBe('WhatsApp muito longo');
  });
});

import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { checkoutFormSchema, createOrderInput } from '../../worker/contracts/orders';
import { castVoteInput } from '../../worker/contracts/poll';
import { zodPtBr } from '../../worker/lib/zod-pt-br';

/** Parses with the Portuguese map passed per call, so this file does not depend on the global one. */
const messages = (schema: z.ZodMiniType, input: unknown) => {
  const r = schema.safeParse(input, { error: zodPtBr });
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
};

const ENGLISH = /invalid|expected|received|too (big|small)|must|required/i;

describe('zod issues the contracts did not word read in Portuguese', () => {
  it('a missing or mistyped vote field names the field', () => {
    const got = messages(castVoteInput, { name: 42, whatsapp: '11987654321', email: 'a@b.co', optionId: 'opt_design1' });
    expect(got).toEqual([
      ['name', 'Campo inválido: Nome'],
      ['cpf', 'Campo obrigatório: CPF'],
      ['contactConsent', 'Para votar, aceite ser contatado(a) sobre a votação e o sorteio.'],
    ]);
  });

  it('lengths without a message say the limit, in the field’s words', () => {
    const input = { items: [{ productId: 'p', size: 'M', quantity: 1 }], customer: {}, voterToken: 'x'.repeat(201) };
    const got = Object.fromEntries(messages(createOrderInput, input));
    expect(got.voterToken).toBe('Voto: no máximo 200 caracteres');
    expect(got['customer.name']).toBe('Campo obrigatório: Nome');
  });

  it('the contracts’ own messages still win', () => {
    expect(
      messages(checkoutFormSchema, {
        name: 'Jo',
        email: 'x',
        whatsapp: '1',
        cep: '1',
        logradouro: 'R',
        numero: '',
        bairro: 'B',
        cidade: 'C',
        estado: 'ZZ',
      }),
    ).toEqual([
      ['name', 'Nome deve ter pelo menos 3 caracteres'],
      ['email', 'Email inválido'],
      ['whatsapp', 'WhatsApp inválido'],
      ['cep', 'CEP inválido'],
      ['logradouro', 'Logradouro é obrigatório'],
      ['numero', 'Número é obrigatório'],
      ['bairro', 'Bairro é obrigatório'],
      ['cidade', 'Cidade é obrigatória'],
      ['estado', 'Estado inválido'],
    ]);
  });

  it('a field it has no name for gets the general form message, never a library text', () => {
    const schema = z.object({ desconhecido: z.string(), lista: z.array(z.number()).check(z.maxLength(1)) });
    const got = messages(schema, { lista: ['a', 'b'] });
    expect(got.length).toBeGreaterThanOrEqual(2);
    expect(new Set(got.map(([, m]) => m))).toEqual(new Set(['Por favor, preencha todos os campos corretamente']));
    for (const [, m] of got) expect(m).not.toMatch(ENGLISH);
  });

  it('configuration errors keep the variable’s name for the operator', () => {
    const schema = z.object({ APP_URL: z.url(), PORT: z.number().check(z.maximum(65535)) });
    expect(messages(schema, { APP_URL: 'x', PORT: 70000 })).toEqual([
      ['APP_URL', 'Campo inválido: APP_URL'],
      ['PORT', 'PORT: no máximo 65535'],
    ]);
  });
});

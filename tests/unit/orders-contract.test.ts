import { describe, expect, it } from 'vitest';
import { cryptoRandom } from '../../worker/adapters/random/port';
import { checkoutFormSchema, createOrderInput, MAX_QUANTITY, SIZES } from '../../worker/contracts/orders';
import { newOrderCode, normaliseOrderCode, ORDER_CODE_PATTERN } from '../../worker/lib/order-code';
import { BUYER } from '../factories/orders';

const firstMessage = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => r.error?.issues[0]?.message;

describe('order code', () => {
  it('is MITO- plus 12 unambiguous base32 characters and does not repeat', () => {
    const codes = new Set(Array.from({ length: 2000 }, () => newOrderCode(cryptoRandom)));
    expect(codes.size).toBe(2000);
    for (const c of codes) expect(c).toMatch(ORDER_CODE_PATTERN);
    expect([...codes].some((c) => /[ILOU]/.test(c.slice(5)))).toBe(false);
  });

  it('accepts what people type', () => {
    expect(normaliseOrderCode(' mito-abcd2345wxyz ')).toBe('MITO-ABCD2345WXYZ');
    expect(normaliseOrderCode('MITOABCD2345WXYZ')).toBe('MITO-ABCD2345WXYZ');
  });
});

describe('club offer contract: buyer fields, sizes and quantities', () => {
  it('sizes PP–4G and quantity 1–10', () => {
    expect(SIZES).toEqual(['PP', 'P', 'M', 'G', 'GG', '3G', '4G']);
    const item = (quantity: number, size = 'M') =>
      createOrderInput.safeParse({ items: [{ productId: 'p', size, quantity }], customer: BUYER });
    expect(item(1).success).toBe(true);
    expect(item(MAX_QUANTITY).success).toBe(true);
    expect(firstMessage(item(0))).toBe('A quantidade mínima é 1');
    expect(firstMessage(item(11))).toBe('A quantidade máxima é 10');
    expect(item(1.5).success).toBe(false);
    expect(firstMessage(item(1, 'XL'))).toBe('Tamanho inválido');
  });

  it('needs at least one T-shirt', () => {
    expect(firstMessage(createOrderInput.safeParse({ items: [], customer: BUYER }))).toBe('Selecione pelo menos uma camiseta');
  });

  it('has no price field: whatever a browser adds is dropped', () => {
    const parsed = createOrderInput.parse({
      items: [{ productId: 'p', size: 'M', quantity: 1, unitPrice: 1 }],
      customer: BUYER,
      total: 1,
    } as never);
    expect(parsed.items[0]).toEqual({ productId: 'p', size: 'M', quantity: 1 });
    expect(parsed).not.toHaveProperty('total');
  });

  it.each([
    ['cep', '0100100', 'CEP inválido'],
    ['cep', '01001-000', 'CEP inválido'],
    ['logradouro', 'Rá', 'Logradouro é obrigatório'],
    ['numero', '  ', 'Número é obrigatório'],
    ['bairro', 'S', 'Bairro é obrigatório'],
    ['cidade', 'S', 'Cidade é obrigatória'],
    ['estado', 'São Paulo', 'Estado inválido'],
    ['estado', 'XX', 'Estado inválido'],
    ['name', 'Al', 'Nome deve ter pelo menos 3 caracteres'],
    ['email', 'ana@', 'Email inválido'],
    ['whatsapp', '11 9999', 'WhatsApp inválido'],
    ['whatsapp', '+55 (11) 99999-99999999', 'WhatsApp muito longo'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(firstMessage(checkoutFormSchema.safeParse({ ...BUYER, [field]: value }))).toBe(message);
  });

  it('trims text and upper-cases the UF', () => {
    const parsed = checkoutFormSchema.parse({ ...BUYER, name: '  Ana  ', estado: 'rj', complemento: undefined });
    expect(parsed.name).toBe('Ana');
    expect(parsed.estado).toBe('RJ');
  });
});

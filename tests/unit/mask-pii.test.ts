import { describe, expect, it } from 'vitest';
import { createOrderInput, mergeCartLines } from '../../worker/contracts/orders';
import { formatAddress, formatWhatsapp, maskAddress, maskEmail, maskName, maskWhatsapp, nationalDigits } from '../../worker/lib/mask-pii';
import { normaliseEmail } from '../../worker/services/orders/buyer-details';
import { BUYER } from '../factories/orders';

const ADDRESS = {
  cep: '01001000',
  logradouro: 'Praça da Sé',
  numero: '742',
  complemento: 'apto 12',
  bairro: 'Sé',
  cidade: 'São Paulo',
  estado: 'SP',
};

describe('buyer details on order pages', () => {
  it('full: formatted as the buyer typed them', () => {
    expect(formatWhatsapp('5511999998888')).toBe('+55 (11) 99999-8888');
    expect(formatWhatsapp('1133334444')).toBe('+55 (11) 3333-4444');
    expect(formatAddress(ADDRESS)).toBe('Praça da Sé, 742 — apto 12 · Sé · São Paulo/SP · CEP 01001-000');
    expect(formatAddress({ ...ADDRESS, complemento: null })).toBe('Praça da Sé, 742 · Sé · São Paulo/SP · CEP 01001-000');
  });

  it('masked: first letter and domain of the e-mail, last 4 of the WhatsApp, part of the street, first name and initial', () => {
    expect(maskEmail('joao.silva@gmail.com')).toBe('j***@gmail.com');
    expect(maskEmail('sem-arroba')).toBe('***');
    expect(maskWhatsapp('5511999998888')).toBe('+55 (**) *****-8888');
    expect(maskWhatsapp('1133334444')).toBe('+55 (**) ****-4444');
    expect(maskAddress(ADDRESS)).toBe('Pra*** · São Paulo/SP · CEP 01001-***');
    expect(maskName('Ana Maria Funkeira')).toBe('Ana F.');
    expect(maskName('Mito')).toBe('Mito');
    const masked = [
      maskEmail('joao.silva@gmail.com'),
      maskWhatsapp('5511999998888'),
      maskAddress(ADDRESS),
      maskName('Ana Maria Funkeira'),
    ].join(' ');
    for (const clear of ['joao', 'silva', '99999', 'Praça da Sé', '742', 'apto', 'Maria', 'Funkeira', '01001000'])
      expect(masked).not.toContain(clear);
  });

  it('one buyer however typed: e-mail case and +tag, WhatsApp with or without +55', () => {
    expect(normaliseEmail(' Ana+promo@Teste.Local ')).toBe('ana@teste.local');
    expect(nationalDigits('+55 (11) 99999-8888')).toBe(nationalDigits('(11) 99999-8888'));
  });
});

describe('order lines', () => {
  it('lines of the same product and size merge, and the merged quantity keeps the 1–10 rule', () => {
    expect(
      mergeCartLines([
        { productId: 'a', size: 'M', quantity: 2 },
        { productId: 'a', size: 'G', quantity: 1 },
        { productId: 'a', size: 'M', quantity: 3 },
      ]),
    ).toEqual([
      { productId: 'a', size: 'M', quantity: 5 },
      { productId: 'a', size: 'G', quantity: 1 },
    ]);
    const lines = (n: number) => Array.from({ length: n }, () => ({ productId: 'a', size: 'M', quantity: 5 }));
    expect(createOrderInput.safeParse({ items: lines(2), customer: BUYER }).success).toBe(true);
    const tooMany = createOrderInput.safeParse({ items: lines(3), customer: BUYER });
    expect(tooMany.error?.issues[0]?.message).toBe('A quantidade máxima é 10 por camiseta e tamanho');
  });
});

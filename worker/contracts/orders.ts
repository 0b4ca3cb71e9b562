import * as z from 'zod/mini';
import { botCheckToken } from './bot-check';
import { cepSchema } from './shop';
import { plainText } from './plain-text';

/** Sizes PP–4G (default M), quantity 1–10 (default 1). */
export const SIZES = ['PP', 'P', 'M', 'G', 'GG', '3G', '4G'] as const;
export type Size = (typeof SIZES)[number];
export const DEFAULT_SIZE: Size = 'M';
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 10;
const MAX_ORDER_LINES = 10;

export const UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;

const digitCount = (v: string) => v.replace(/\D/g, '').length;

const cartItemSchema = z.object({
  productId: z.string().check(z.minLength(1, 'Produto desconhecido'), z.maxLength(64, 'Produto desconhecido')),
  size: z.enum(SIZES, 'Tamanho inválido'),
  quantity: z
    .number('Quantidade inválida')
    .check(
      z.int('Quantidade inválida'),
      z.minimum(MIN_QUANTITY, 'A quantidade mínima é 1'),
      z.maximum(MAX_QUANTITY, 'A quantidade máxima é 10'),
    ),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** Buyer and address fields of the club offer form; the same schema validates the procedure. */
export const checkoutFormSchema = z.object({
  name: plainText(z.trim(), z.minLength(3, 'Nome deve ter pelo menos 3 caracteres'), z.maxLength(100, 'Nome muito longo')),
  email: z.string().check(z.trim(), z.maxLength(255, 'Email muito longo'), z.email('Email inválido')),
  whatsapp: z.string().check(
    z.trim(),
    z.maxLength(20, 'WhatsApp muito longo'),
    z.refine((v) => digitCount(v) >= 10 && digitCount(v) <= 13, 'WhatsApp inválido'),
  ),
  cep: cepSchema,
  logradouro: plainText(z.trim(), z.minLength(3, 'Logradouro é obrigatório'), z.maxLength(200, 'Logradouro muito longo')),
  numero: plainText(z.trim(), z.minLength(1, 'Número é obrigatório'), z.maxLength(20, 'Número muito longo')),
  complemento: z.optional(plainText(z.trim(), z.maxLength(100, 'Complemento muito longo'))),
  bairro: plainText(z.trim(), z.minLength(2, 'Bairro é obrigatório'), z.maxLength(100, 'Bairro muito longo')),
  cidade: plainText(z.trim(), z.minLength(2, 'Cidade é obrigatória'), z.maxLength(100, 'Cidade muito longa')),
  estado: z.string().check(
    z.trim(),
    z.toUpperCase(),
    z.refine((v) => (UFS as readonly string[]).includes(v), 'Estado inválido'),
  ),
});
export type CheckoutForm = z.infer<typeof checkoutFormSchema>;

/**
 * What the club offer sends. Prices are deliberately absent: the server reads
 * them from the catalogue, so a browser cannot choose what it pays.
 */
/** Lines of the same product and size are one line: their quantities together stay within 1–10. */
export function mergeCartLines<T extends CartItem>(items: readonly T[]): T[] {
  const merged = new Map<string, T>();
  for (const item of items) {
    const key = `${item.productId}\u0000${item.size}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, quantity: seen.quantity + item.quantity } : { ...item });
  }
  return [...merged.values()];
}

export const createOrderInput = z.object({
  items: z.array(cartItemSchema).check(
    z.minLength(1, 'Selecione pelo menos uma camiseta'),
    z.maxLength(MAX_ORDER_LINES, 'Itens demais em um pedido'),
    z.refine((items) => mergeCartLines(items).every((i) => i.quantity <= MAX_QUANTITY), 'A quantidade máxima é 10 por camiseta e tamanho'),
  ),
  customer: checkoutFormSchema,
  /** The poll's opaque voter token, when this browser voted: links the order to the vote. */
  voterToken: z.optional(z.string().check(z.maxLength(200))),
  botCheck: botCheckToken,
});
export type CreateOrderInput = z.infer<typeof createOrderInput>;

/** One priced line of an order, as the order pages list it; money in integer cents. */
export interface OrderLine {
  productName: string;
  imageUrl: string | null;
  size: string;
  quantity: number;
  unitPrice: number;
  unitOriginalPrice: number;
  subtotal: number;
}

const opaqueId = z.string().check(z.trim(), z.minLength(1, 'Pedido não encontrado'), z.maxLength(64, 'Pedido não encontrado'));

export const orderByIdInput = z.object({ orderId: opaqueId });
export const orderByCodeInput = z.object({ orderCode: opaqueId });

/**
 * The buyer's details as an order page may show them. 'full' only on the
 * checkout page, before payment and for a short while after the order was made
 * (the buyer checks where the shirts go and where the receipt goes); 'masked'
 * after payment, once that while has passed, and always on the confirmation.
 */
export interface BuyerView {
  shown: 'full' | 'masked';
  name: string;
  email: string;
  whatsapp: string;
  /** One line: street, number, complement, district, city/UF, CEP (masked: part of the street, city/UF, CEP prefix). */
  address: string;
}

/**
 * Where an order stands against the first 100 units, so the pages say what is
 * really true: 'held' (reserved or paid inside the batch), 'available' (not
 * holding units now, but they are free and paying takes them again),
 * 'sold_out', 'order_cap' / 'buyer_cap' (over FIRST_BATCH_MAX_PER_BUYER), or
 * 'hold_limit' (the reservation was renewed the most times allowed; paying still
 * takes free units) or 'address_cap' (this network already holds
 * FIRST_BATCH_MAX_PER_ADDRESS units in payments under way; paying still takes free units).
 */
export type FirstBatchState = 'held' | 'available' | 'sold_out' | 'order_cap' | 'buyer_cap' | 'hold_limit' | 'address_cap';

export type OrderStatus = 'pending' | 'paid' | 'failed' | 'expired';

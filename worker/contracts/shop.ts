import * as z from 'zod/mini';

/** Club offer constants: the first batch, its discount and per-buyer cap. */
export const FIRST_BATCH_LIMIT = 100;
// Defined beside the T-shirts (zod-free), so /loja's catalogue does not load zod for a number.
export { DISCOUNT_PERCENT } from './club-tshirts';
export const DELIVERY_DAYS = 30;
/**
 * First-batch units one buyer may hold or have paid for (and so one order may
 * take), so the first 100 reach many fans. A buyer is the same e-mail, the same
 * WhatsApp or the same poll vote. Larger orders are accepted, outside the first batch.
 */
export const FIRST_BATCH_MAX_PER_BUYER = 5;
/**
 * First-batch units held (payment started, not yet paid) from one network at a
 * time: invented buyers pass the per-buyer cap, so a script's reach is bounded by
 * the addresses it has. A shared carrier address is not locked out of buying:
 * past the cap an order is still paid normally and takes units free at that moment.
 */
export const FIRST_BATCH_MAX_PER_ADDRESS = 6;

/** A T-shirt of the club offer, prices in cents (the discounted one is computed by the server). */
export interface ClubProduct {
  id: string;
  name: string;
  description: string;
  imageUrl: string;
  priceOriginal: number;
  priceDiscounted: number;
}

/** What the public, edge-cached counter at PATHS.firstBatch answers: first-batch units still free. */
export interface FirstBatchStatus {
  remaining: number;
  limit: number;
}

export const cepSchema = z.string().check(z.trim(), z.regex(/^\d{8}$/, 'CEP inválido'));

export const lookupCepInput = z.object({ cep: cepSchema });

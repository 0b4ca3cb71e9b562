import type { AppDeps } from '../../adapters/deps';
import type { BuyerView, CheckoutForm } from '../../contracts/orders';
import { decryptText, encryptText, hmacHex } from '../../lib/crypto';
import {
  formatAddress,
  formatWhatsapp,
  maskAddress,
  maskEmail,
  maskName,
  maskWhatsapp,
  nationalDigits,
  type AddressParts,
} from '../../lib/mask-pii';

/** What the sealed document holds: everything the buyer typed except the CPF, which orders never keep. */
export interface BuyerDetails extends AddressParts {
  name: string;
  email: string;
  /** Digits only, as typed (with or without 55). */
  whatsapp: string;
}

/** The sealed columns of an order row. */
export interface SealedBuyer {
  buyerSealed: string;
  emailHash: string;
  whatsappHash: string;
}

/**
 * One buyer, however they type it: e-mail lower-cased without a `+tag`
 * (ana+1@x and ana@x are one inbox), WhatsApp without the country code.
 */
export function normaliseEmail(email: string): string {
  const e = email.trim().toLowerCase();
  const at = e.lastIndexOf('@');
  if (at <= 0) return e;
  return `${e.slice(0, at).replace(/\+.*$/, '')}${e.slice(at)}`;
}

/**
 * Seals the buyer's details as the voters' are (AES-256-GCM with the PII key)
 * and derives the keyed hashes the per-buyer cap looks up. The hashes are HMACs
 * with a purpose prefix, so a leaked table cannot be matched against a list of
 * e-mails without the key, nor against the CPF hashes.
 */
export async function sealBuyer(deps: Pick<AppDeps, 'keys'>, c: CheckoutForm): Promise<SealedBuyer> {
  const details: BuyerDetails = {
    name: c.name,
    email: c.email.trim().toLowerCase(),
    whatsapp: c.whatsapp.replace(/\D/g, ''),
    cep: c.cep,
    logradouro: c.logradouro,
    numero: c.numero,
    complemento: c.complemento || null,
    bairro: c.bairro,
    cidade: c.cidade,
    estado: c.estado,
  };
  const [buyerSealed, emailHash, whatsappHash] = await Promise.all([
    encryptText(deps.keys.pii, JSON.stringify(details)),
    hmacHex(deps.keys.cpfHmac, `order-email:${normaliseEmail(c.email)}`),
    hmacHex(deps.keys.cpfHmac, `order-whatsapp:${nationalDigits(c.whatsapp)}`),
  ]);
  return { buyerSealed, emailHash, whatsappHash };
}

/** Opens the sealed document; server side only (the page views, Stripe's receipt e-mail). */
export async function openBuyer(deps: Pick<AppDeps, 'keys'>, { sealed }: { sealed: string }): Promise<BuyerDetails> {
  // Blanked by the retention job (an order never paid, 30 days after its window): nothing left to open.
  if (sealed === '')
    return {
      name: '',
      email: '',
      whatsapp: '',
      cep: '',
      logradouro: '',
      numero: '',
      complemento: null,
      bairro: '',
      cidade: '',
      estado: '',
    };
  return JSON.parse(await decryptText(deps.keys.pii, sealed)) as BuyerDetails;
}

export function buyerView(b: BuyerDetails, shown: BuyerView['shown']): BuyerView {
  return shown === 'full'
    ? { shown, name: b.name, email: b.email, whatsapp: formatWhatsapp(b.whatsapp), address: formatAddress(b) }
    : { shown, name: maskName(b.name), email: maskEmail(b.email), whatsapp: maskWhatsapp(b.whatsapp), address: maskAddress(b) };
}

import * as z from 'zod/mini';
import { couponLookupForm, voterTokenInput } from './poll';

/*
 * A fan without an account and what the site keeps about their vote (LGPD): a copy of it and
 * its deletion, from the voter token of the browser that voted, or from another device through
 * a link e-mailed to the address given with the vote. One schema per input, shared with the forms.
 */

/** The link's web page; its token comes in `?t=`. */
export const FAN_DATA_LINK_PAGE = '/meus-dados';

/** The token of a `fan_data` link (32 base32 characters). */
export const fanDataLinkInput = z.object({ linkToken: z.string().check(z.regex(/^[a-z2-7]{32}$/, 'Link inválido. Peça um novo em Meu cupom.')) });
export type FanDataLinkInput = z.infer<typeof fanDataLinkInput>;

/** From another device: the coupon and the last four CPF digits; the link goes to the vote's e-mail. */
export const fanDataRequestForm = couponLookupForm;
export type FanDataRequestForm = z.infer<typeof fanDataRequestForm>;

export const fanDataTokenInput = voterTokenInput;

/** The one answer to a link request, whether or not the pair matched a vote. */
export const FAN_DATA_LINK_SENT = 'Se os dados conferirem, enviamos um link para o e-mail informado no voto.';

export interface FanDataConsent {
  /** 'contato' or 'marketing'. */
  finalidade: string;
  concedido: boolean;
  versaoDoTexto: string;
  em: string;
}

/**
 * Everything the site keeps about one vote, opened for its owner ('Baixar meus dados'). The file
 * is read by the fan, so its keys and values are Portuguese; times are ISO 8601 in UTC.
 */
export interface FanDataExport {
  exportadoEm: string;
  nome: string;
  cpf: string;
  whatsapp: string;
  email: string;
  emailConfirmadoEm: string | null;
  design: string;
  cupom: string;
  votadoEm: string;
  atualizadoEm: string;
  /** How the artist's team recorded contacting this fan, newest first. */
  contato: { situacao: string; ultimoContatoEm: string | null; historico: { em: string; situacao: string }[] };
  consentimentos: FanDataConsent[];
}

/** The link was opened: the vote's token, for this page only (the same one the voting browser holds). */
export interface FanDataLinkOpened {
  voterToken: string;
  coupon: string;
}

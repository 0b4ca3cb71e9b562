import * as z from 'zod/mini';
import { couponLookupForm, voterTokenInput } from './poll';

/*
 * A fan without an account and what the site keeps about their vote (LGPD): a copy of it and
 * its deletion, always through a link e-mailed to the address given with the vote (asked with
 * the voting browser's voter token, or from another device with coupon + CPF digits). Opening
 * the link gives a data grant; the copy and the deletion take only that grant.
 * One schema per input, shared with the forms.
 */

/** The link's web page; its token comes in `?t=`. */
export const FAN_DATA_LINK_PAGE = '/meus-dados';

/** The token of a `fan_data` link (32 base32 characters). */
export const fanDataLinkInput = z.object({
  linkToken: z.string().check(z.regex(/^[a-z2-7]{32}$/, 'Link inválido. Peça um novo em Meu cupom.')),
});

/** From another device: the coupon and the last four CPF digits; the link goes to the vote's e-mail. */
export const fanDataRequestForm = couponLookupForm;
export type FanDataRequestForm = z.infer<typeof fanDataRequestForm>;

/** 'Baixar/Excluir meus dados' on /meu-cupom: this browser's voter token asks for the link. */
export const fanDataLinkByTokenInput = voterTokenInput;

/** The data grant an opened link gave (32 base32 characters). A voter token is not one. */
export const fanDataGrantInput = z.object({
  dataToken: z.string().check(z.regex(/^[a-z2-7]{32}$/, 'Link expirado. Peça um novo em Meu cupom.')),
});

/** The answer to a link asked by the voting browser. */
export const FAN_DATA_LINK_SENT_TO_VOTE = 'Enviamos um link para o e-mail informado no voto. Ele vale por 30 minutos.';

/** The one answer to a link request, whether or not the pair matched a vote. */
export const FAN_DATA_LINK_SENT = 'Se os dados conferirem, enviamos um link para o e-mail informado no voto.';

interface FanDataConsent {
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

/** The link was opened: a data grant for this page only (30 minutes; the deletion spends it). */
export interface FanDataLinkOpened {
  dataToken: string;
  coupon: string;
}

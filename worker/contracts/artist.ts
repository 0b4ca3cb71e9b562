import * as z from 'zod/mini';
import { plainText } from './plain-text';

/*
 * The artist panel: one schema per input, shared by the web forms and the
 * procedures, and the shapes the panel reads. Texts are the product's Portuguese texts.
 */

export const CONSENT_REQUIRED = 'Você precisa concordar com os termos LGPD para continuar';

/** Bump when the terms text changes: each sign-in records the version it agreed to. */
export const LGPD_TERMS_VERSION = '2026-11-v1';
export const LGPD_TERMS = [
  'Os dados dos votantes (nome, CPF, WhatsApp e e-mail) serão usados apenas para contato relacionado à votação da camiseta oficial e ao sorteio.',
  'Os dados não serão compartilhados, vendidos nem repassados a terceiros.',
  'Mantenho sigilo e confidencialidade sobre todas as informações acessadas neste painel.',
  'O tratamento segue a Lei Geral de Proteção de Dados (LGPD, Lei nº 13.709/2018); cada acesso a dados pessoais fica registrado.',
] as const;

/** Where the web keeps the session's expiry (the token itself is an httpOnly cookie it never sees). */
export const ARTIST_EXPIRY_STORAGE_KEY = 'mito_artist_expires_at';

export const artistLoginInput = z.object({
  password: z.string().check(z.minLength(1, 'Digite a senha'), z.maxLength(200, 'Senha incorreta')),
  consent: z.boolean().check(z.refine((v) => v === true, CONSENT_REQUIRED)),
});
export type ArtistLoginInput = z.infer<typeof artistLoginInput>;

export const CONTACT_STATUSES = ['not_contacted', 'tried_call', 'called', 'sent_whatsapp', 'did_live'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  not_contacted: 'Não Contatado',
  tried_call: 'Tentou Ligar',
  called: 'Ligou',
  sent_whatsapp: 'Mandou WhatsApp',
  did_live: 'Participou de Live',
};

export const VOTERS_PAGE_SIZE = 25;
const query = z.string().check(z.trim(), z.maxLength(100, 'Busca muito longa'));

export const listVotersInput = z.object({ q: query, page: z.int().check(z.minimum(1), z.maximum(100_000)) });
export type ListVotersInput = z.infer<typeof listVotersInput>;
export const exportVotersInput = z.object({ q: query });

export const voterIdInput = z.object({ voteId: z.string().check(z.minLength(1), z.maxLength(64)) });

export const updateContactInput = z.object({
  voteId: z.string().check(z.minLength(1), z.maxLength(64)),
  status: z.enum(CONTACT_STATUSES),
  notes: plainText(z.trim(), z.maxLength(1000, 'Anotação muito longa (máximo 1000 caracteres)')),
});
export type UpdateContactInput = z.infer<typeof updateContactInput>;

export const messageTemplateInput = z.object({
  status: z.enum(CONTACT_STATUSES),
  body: plainText(z.trim(), z.minLength(1, 'Escreva a mensagem'), z.maxLength(1000, 'Mensagem muito longa')),
});

export interface VoterListRow {
  voteId: string;
  name: string;
  /** `***.456.789-**` */
  cpfMasked: string;
  designName: string;
  coupon: string;
  contactStatus: ContactStatus;
  /** False once the voter withdrew the consent to be contacted (/meu-cupom): the panel offers no WhatsApp then. */
  contactAllowed: boolean;
}

export interface VoterPage {
  rows: VoterListRow[];
  total: number;
  page: number;
  pageCount: number;
}

interface ContactHistoryEntry {
  at: string;
  status: ContactStatus;
  notes: string | null;
}

export interface VoterDetail extends VoterListRow {
  email: string;
  /** Digits only, as typed by the voter (with or without 55). */
  whatsapp: string;
  notes: string | null;
  lastContactAt: string | null;
  votedAt: string;
  history: ContactHistoryEntry[];
}

/** A wa.me link: 55 + the digits , once, even when the voter typed the 55. */
export function whatsappLink(digits: string, text?: string): string {
  const d = digits.replace(/\D/g, '');
  const full = d.length >= 12 && d.startsWith('55') ? d : `55${d}`;
  return `https://wa.me/${full}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

export const telLink = (digits: string) => `tel:+${whatsappLink(digits).slice('https://wa.me/'.length)}`;

/** A template with the voter's first name and coupon filled in. */
export function fillTemplate(body: string, v: { name: string; coupon: string }): string {
  const first = v.name.trim().split(/\s+/)[0] ?? '';
  return body.replaceAll('{nome}', first).replaceAll('{cupom}', v.coupon);
}

/** One line of the panel's funnel: votes → offer views → checkouts → paid orders → members. */
export interface FunnelRow {
  key: string;
  label: string;
  votes: number;
  /** Offer views carry no design or state (anonymous analytics): only the total has them. */
  offerViews: number | null;
  checkouts: number;
  paidOrders: number;
  members: number;
}

export interface Funnel {
  total: FunnelRow;
  byDesign: FunnelRow[];
  byState: FunnelRow[];
}

/** The dashboard's line on wrong panel passwords ("Tentativas de acesso recusadas nas últimas 24 h: N"). */
export interface RefusedLogins {
  last24h: number;
}

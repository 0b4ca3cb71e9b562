import * as z from 'zod/mini';

/*
 * Notifications on a closed phone (Web Push): the browser's subscription, the member's choices per
 * kind, and the texts the site shows about them. Shared by the settings page, the offer and the server.
 */

/** A push service's address: `https` (the server checks the host against the known services), or the local stand-in outside production. */
const endpoint = z.string().check(
  z.maxLength(2000),
  z.refine((v) => /^https:\/\/[^\s/]+\/\S*$/.test(v) || /^http:\/\/127\.0\.0\.1(:\d+)?\/\S*$/.test(v), 'Endereço de notificação inválido.'),
);

/** What `PushSubscription.toJSON()` gives: the endpoint and the two keys, base64url. */
export const pushSubscriptionInput = z.object({
  endpoint,
  keys: z.object({
    // 65 bytes (an uncompressed P-256 point) and 16 bytes.
    p256dh: z.string().check(z.regex(/^B[A-Za-z0-9_-]{86}$/, 'Chave de notificação inválida.')),
    auth: z.string().check(z.regex(/^[A-Za-z0-9_-]{22}$/, 'Chave de notificação inválida.')),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

export const pushEndpointInput = z.object({ endpoint });
export type PushEndpointInput = z.infer<typeof pushEndpointInput>;

export const PUSH_KINDS = ['messages', 'mentions', 'followers', 'posts', 'lives'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** The switches under 'O que avisar', in the order shown: each stops the bell's rows and the pushes of its kind. */
export const PUSH_KIND_LABELS: Record<PushKind, string> = {
  messages: 'Mensagens',
  mentions: 'Menções e respostas',
  followers: 'Novos seguidores',
  posts: 'Posts do MC Mito',
  lives: 'Lives',
};

export const pushPreferencesInput = z.object({
  messages: z.boolean(),
  mentions: z.boolean(),
  followers: z.boolean(),
  posts: z.boolean(),
  lives: z.boolean(),
});
export type PushPreferences = z.infer<typeof pushPreferencesInput>;

export interface PushSettingsView {
  /** The VAPID public key the browser subscribes with; null when the site sends no pushes. */
  publicKey: string | null;
  preferences: PushPreferences;
}

export const PUSH_TEXTS = {
  section: 'Notificações',
  device: 'Notificações neste aparelho',
  deviceHint: 'Os avisos chegam a este celular ou computador mesmo com o site fechado.',
  kinds: 'O que avisar',
  kindsHint: 'Vale para o sino e para as notificações nos seus aparelhos.',
  offerTitle: 'Ativar notificações?',
  offerBody: 'Saiba na hora quando responderem, mencionarem você ou a live começar — mesmo com o site fechado.',
  offerYes: 'Ativar notificações',
  offerNo: 'Agora não',
  turnedOn: 'Notificações ativadas neste aparelho.',
  turnedOff: 'Notificações desativadas neste aparelho.',
  denied: 'As notificações estão bloqueadas no navegador. Libere nas configurações do site para ativar.',
  unsupported: 'Este navegador não recebe notificações. No iPhone, adicione o site à Tela de Início.',
  failed: 'Não foi possível ativar as notificações.',
} as const;

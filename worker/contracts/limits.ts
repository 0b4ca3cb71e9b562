/*
 * How much one member, and one address, may write in a window. A person typing fast never
 * meets these; a script does. The per-address budget is wider than the member's so a family
 * or a venue's Wi-Fi behind one address still fits, while many accounts from one script do not.
 * The refusal says what was too much and how long to wait (writeLimitedText below).
 */

/** Calls one tRPC request may carry; the site's client splits its batches to stay under it. */
export const TRPC_BATCH_MAX_CALLS = 10;

export interface WriteRule {
  /** Writes one member may make per window. */
  max: number;
  /** Writes one address (IPv4, or IPv6 /64) may make per window, all its members together. */
  addressMax: number;
  windowSeconds: number;
  /** What was too much, the first sentence of the refusal. */
  text: string;
}

export const WRITE_RULES = {
  // Tries, the widest plan's burst: each plan's own burst (postBurst below) counts the posts that went in.
  post: { max: 30, addressMax: 90, windowSeconds: 600, text: 'Muitos posts em pouco tempo.' },
  comment: { max: 10, addressMax: 30, windowSeconds: 60, text: 'Muitos comentários em pouco tempo.' },
  // An author fixing their own post or comment, or deleting their own comment.
  edit: { max: 20, addressMax: 60, windowSeconds: 600, text: 'Muitas edições em pouco tempo.' },
  reaction: { max: 60, addressMax: 180, windowSeconds: 60, text: 'Muitas reações em pouco tempo.' },
  // 'Compartilhar': counted once per member and post, but each press is a write all the same.
  share: { max: 30, addressMax: 90, windowSeconds: 600, text: 'Muitos compartilhamentos em pouco tempo.' },
  pollVote: { max: 30, addressMax: 90, windowSeconds: 60, text: 'Muitos votos em pouco tempo.' },
  message: { max: 30, addressMax: 90, windowSeconds: 60, text: 'Muitas mensagens em pouco tempo.' },
  // 'Apagar para mim' / 'Apagar para todos' in a chat.
  messageDelete: { max: 30, addressMax: 90, windowSeconds: 600, text: 'Muitas mensagens apagadas em pouco tempo.' },
  conversation: { max: 10, addressMax: 30, windowSeconds: 3600, text: 'Muitas conversas novas em pouco tempo.' },
  upload: { max: 30, addressMax: 90, windowSeconds: 600, text: 'Muitos arquivos enviados em pouco tempo.' },
  profile: { max: 20, addressMax: 60, windowSeconds: 600, text: 'Muitas alterações no perfil em pouco tempo.' },
  block: { max: 20, addressMax: 60, windowSeconds: 600, text: 'Muitos bloqueios em pouco tempo.' },
  report: { max: 10, addressMax: 30, windowSeconds: 600, text: 'Muitas denúncias em pouco tempo.' },
  // New tags from the composer, one count per tag that did not exist yet: a day's worth for a person, not a flood of names.
  newTag: { max: 10, addressMax: 30, windowSeconds: 86_400, text: 'Muitas tags novas hoje.' },
  // Searching is a read, but each search walks the index: a person types, a script hammers.
  search: { max: 60, addressMax: 180, windowSeconds: 60, text: 'Muitas buscas em pouco tempo.' },
  // The artist's member account removing from the feed.
  moderate: { max: 60, addressMax: 120, windowSeconds: 600, text: 'Muitas remoções em pouco tempo.' },
  // Following and unfollowing: a person browsing profiles follows a few; a script follows hundreds.
  follow: { max: 30, addressMax: 90, windowSeconds: 600, text: 'Muitas alterações em quem você segue em pouco tempo.' },
  mute: { max: 30, addressMax: 90, windowSeconds: 600, text: 'Muitos silenciamentos em pouco tempo.' },
  pin: { max: 20, addressMax: 60, windowSeconds: 600, text: 'Muitas alterações nos posts fixados em pouco tempo.' },
  // 'Notificações' in /configuracoes: turning a device on or off, or a kind's switch; a person flips a few.
  pushSettings: { max: 20, addressMax: 60, windowSeconds: 600, text: 'Muitas alterações nas notificações em pouco tempo.' },
  confirmMail: { max: 3, addressMax: 10, windowSeconds: 900, text: 'Muitos pedidos de link em pouco tempo.' },
  // The whole account in one answer: a few downloads an hour is all a person needs.
  dataExport: { max: 5, addressMax: 15, windowSeconds: 3600, text: 'Muitos downloads dos seus dados em pouco tempo.' },
  // Each try checks the password: a budget this small keeps a stolen session from guessing it.
  accountDelete: { max: 5, addressMax: 15, windowSeconds: 3600, text: 'Muitas tentativas de excluir a conta em pouco tempo.' },
  // 'Fale com a equipe': a person with a problem writes once or twice, not ten times an hour.
  support: { max: 3, addressMax: 10, windowSeconds: 3600, text: 'Muitas mensagens para a equipe em pouco tempo.' },
} as const satisfies Record<string, WriteRule>;

export type WriteAction = keyof typeof WRITE_RULES;

/**
 * Posts a plan may publish within `WRITE_RULES.post.windowSeconds`: half its daily allowance, at
 * least 10 and at most the widest (30), so the burst never makes the day's allowance unreachable
 * (Bronze 10 a day: all 10 at once; Prata 50: 25; Ouro and the artist, unlimited: 30).
 */
export const postBurst = (postsPerDay: number | null): number =>
  postsPerDay === null ? WRITE_RULES.post.max : Math.min(WRITE_RULES.post.max, Math.max(10, Math.ceil(postsPerDay / 2)));

/**
 * The artist panel's writes that reach members (lives, support replies by e-mail), counted per panel
 * session and per address on top of the panel's own per-address limit (trpc/init.ts).
 */
export const PANEL_WRITE_RULES = {
  live: { max: 20, addressMax: 40, windowSeconds: 600, text: 'Muitas alterações de lives em pouco tempo.' },
  supportReply: { max: 30, addressMax: 60, windowSeconds: 600, text: 'Muitas respostas em pouco tempo.' },
  // 'Anular cupons' e-mails every voter of the group: a few groups an hour, not a script's loop.
  raffleVoid: { max: 10, addressMax: 20, windowSeconds: 600, text: 'Muitas anulações em pouco tempo.' },
} as const satisfies Record<string, WriteRule>;

export type PanelWriteAction = keyof typeof PANEL_WRITE_RULES;

/**
 * Password recovery and change. Asking for a reset link is counted per address (one machine probing
 * many e-mails) and per e-mail (one inbox flooded with links); following a link is counted per
 * address (guessing tokens). Changing the password while signed in is counted per member, before the
 * current password is checked, so a borrowed session cannot guess it.
 */
export const PASSWORD_RULES = {
  resetRequestPerAddress: { max: 10, windowSeconds: 60 * 60 },
  resetRequestPerEmail: { max: 5, windowSeconds: 60 * 60 },
  resetAttemptPerAddress: { max: 10, windowSeconds: 15 * 60 },
  changePerMember: { max: 5, windowSeconds: 15 * 60 },
  // 'Entrar com link por e-mail', asked for during a lockout: the same shape as the reset link's.
  signInLinkRequestPerAddress: { max: 10, windowSeconds: 60 * 60 },
  signInLinkRequestPerEmail: { max: 5, windowSeconds: 60 * 60 },
  signInLinkAttemptPerAddress: { max: 10, windowSeconds: 15 * 60 },
} as const satisfies Record<string, { max: number; windowSeconds: number }>;

/** '40 segundos', '1 minuto', '12 minutos', '1 hora': the wait in the refusal, rounded up to what a person reads. */
export function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return s === 1 ? '1 segundo' : `${s} segundos`;
  const m = Math.ceil(s / 60);
  if (m < 60) return m === 1 ? '1 minuto' : `${m} minutos`;
  const h = Math.ceil(m / 60);
  return h === 1 ? '1 hora' : `${h} horas`;
}

/** 'Muitas mensagens em pouco tempo. Tente novamente em 40 segundos.' */
export const writeLimitedText = (action: WriteAction, retryAfterSeconds: number): string =>
  `${WRITE_RULES[action].text} Tente novamente em ${waitText(retryAfterSeconds)}.`;

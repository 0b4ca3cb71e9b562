/** What each message is for: the provider tags it, and the outbox names its file by it. Never personal data. */
export const MAIL_KINDS = [
  'password_reset',
  'sign_in_link',
  'email_confirm',
  'signup_taken',
  'coupon_confirm',
  'coupon_voided',
  'fan_data',
  'account_deleted',
  'support_reply',
  'moderation_removal',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** One transactional e-mail: Portuguese plain text (links as absolute URLs) and the same in simple HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: MailKind;
}

/**
 * Transactional e-mail: a provider's HTTPS API in production (called with `fetch`, so it runs on
 * Workers), a folder of `.eml` files in the embedded default (DATA_DIR/mail), an in-isolate outbox
 * under `wrangler dev`. `send` resolves once the message is accepted and throws when it is not,
 * so the caller can retry (services/mail/send-later.ts).
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** The outbox's messages, newest first, where the adapter keeps one (the /dev/emails page); null for a provider. */
  outbox(): Promise<OutboxEntry[]> | null;
}

export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  kind: MailKind;
  sentAt: Date;
  text: string;
}

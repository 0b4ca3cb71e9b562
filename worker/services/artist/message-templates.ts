import { artistMessageTemplates } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { CONTACT_STATUSES, type ContactStatus } from '../../contracts/artist';

/** Until the artist edits them. `{nome}` is the voter's first name, `{cupom}` their raffle coupon. */
const DEFAULT_TEMPLATES: Record<ContactStatus, string> = {
  not_contacted: 'Oi, {nome}! Aqui é da equipe do MC Mito. Obrigado por votar na camiseta oficial! Seu cupom do sorteio é {cupom}.',
  tried_call: 'Oi, {nome}! Tentamos te ligar agora há pouco, é da equipe do MC Mito. Seu cupom do sorteio é {cupom}. Pode falar por aqui?',
  called: 'Valeu pela conversa, {nome}! Guarda teu cupom {cupom} do sorteio das camisetas. Tamo junto!',
  sent_whatsapp: 'Oi, {nome}! Passando pra lembrar do teu cupom {cupom} no sorteio das 10 camisetas oficiais do MC Mito.',
  did_live: 'Valeu por colar na live, {nome}! Teu cupom {cupom} segue valendo no sorteio.',
};

export type MessageTemplates = Record<ContactStatus, string>;

export async function getMessageTemplates(deps: Pick<AppDeps, 'db'>): Promise<MessageTemplates> {
  const rows = await deps.db.select().from(artistMessageTemplates);
  const out = { ...DEFAULT_TEMPLATES };
  for (const r of rows) if ((CONTACT_STATUSES as readonly string[]).includes(r.status)) out[r.status] = r.body;
  return out;
}

export async function saveMessageTemplate(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { status: ContactStatus; body: string },
): Promise<void> {
  const now = deps.clock.now();
  await deps.db
    .insert(artistMessageTemplates)
    .values({ status: input.status, body: input.body, updatedAt: now })
    .onConflictDoUpdate({ target: artistMessageTemplates.status, set: { body: input.body, updatedAt: now } });
}

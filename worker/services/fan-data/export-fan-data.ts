import { and, asc, desc, eq } from 'drizzle-orm';
import { artistContactTracking, consents, contactHistory } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { CONTACT_STATUS_LABELS, type ContactStatus } from '../../contracts/artist';
import type { FanDataExport } from '../../contracts/fan-data';
import { formatCpf, openPii, openVoterName } from '../../lib/pii-open';
import { voteOfDataGrant } from './internal/data-grant';
import { loadFanVote } from './internal/load-fan-vote';
import { FAN_DATA_PER_ADDRESS, limitFanData } from './internal/limit-fan-data';

/**
 * 'Baixar meus dados': everything the site keeps about the token holder's vote, opened —
 * their own name, CPF, WhatsApp and e-mail, the design, the coupon, the dates, how the artist's
 * team recorded contacting them (the status, not the team's notes) and their consents.
 * The key is a data grant from an opened e-mailed link, never the voter token (which the coupon
 * look-up hands to whoever knows a coupon and four CPF digits). The grant is not spent here.
 */
export async function exportFanData(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'rateLimiter'>,
  req: { dataToken: string; ip: string },
): Promise<FanDataExport> {
  await limitFanData(deps, `fan-data:${req.ip}`, FAN_DATA_PER_ADDRESS, 'Muitos pedidos em pouco tempo.');
  const { vote, design } = await loadFanVote(deps, await voteOfDataGrant(deps, req.dataToken));
  const [tracking] = await deps.db.select().from(artistContactTracking).where(eq(artistContactTracking.voteId, vote.id)).limit(1);
  const [history, given] = await Promise.all([
    tracking
      ? deps.db
          .select({ at: contactHistory.createdAt, status: contactHistory.status })
          .from(contactHistory)
          .where(eq(contactHistory.trackingId, tracking.id))
          .orderBy(desc(contactHistory.createdAt))
      : Promise.resolve([]),
    deps.db
      .select()
      .from(consents)
      .where(and(eq(consents.subjectKind, 'voter'), eq(consents.subjectId, vote.cpfHash)))
      .orderBy(asc(consents.at)),
  ]);
  const label = (status: string) => CONTACT_STATUS_LABELS[status as ContactStatus] ?? status;
  return {
    exportadoEm: deps.clock.now().toISOString(),
    nome: openVoterName(deps.config, vote.participantName, vote.nameSealed),
    cpf: formatCpf(openPii(deps.config, vote.cpfEncrypted)),
    whatsapp: openPii(deps.config, vote.whatsappEncrypted),
    email: openPii(deps.config, vote.emailEncrypted),
    emailConfirmadoEm: vote.emailConfirmedAt?.toISOString() ?? null,
    design,
    cupom: vote.raffleCoupon,
    votadoEm: vote.createdAt.toISOString(),
    atualizadoEm: vote.updatedAt.toISOString(),
    contato: {
      situacao: label(tracking?.contactStatus ?? 'not_contacted'),
      ultimoContatoEm: tracking?.lastContactAt?.toISOString() ?? null,
      historico: history.map((h) => ({ em: h.at.toISOString(), situacao: label(h.status) })),
    },
    consentimentos: given.map((c) => ({
      finalidade: c.purpose === 'contact' ? 'contato' : c.purpose,
      concedido: c.granted,
      versaoDoTexto: c.textVersion,
      em: c.at.toISOString(),
    })),
  };
}

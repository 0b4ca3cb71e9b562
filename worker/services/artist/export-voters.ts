import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../adapters/deps';
import { CONTACT_STATUS_LABELS } from '../../contracts/artist';
import { maskCpf, openPii, openVoterName } from '../../lib/pii-open';
import { selectVoters, type VoterRowSql } from './list-voters';
import { voterFilter } from './internal/voter-filter';

/** A spreadsheet cell: quoted, and never read as a formula (=, +, -, @ … would run in Excel). */
function cell(v: string): string {
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return `"${safe.replaceAll('"', '""')}"`;
}

/**
 * The filtered voters as CSV for a spreadsheet: `;` separated with a BOM, as
 * Excel in pt-BR expects. The CPF stays masked (the export is for contact, and
 * it leaves the panel); each export is audited by its procedure.
 */
export async function exportVoters(
  deps: Pick<AppDeps, 'db' | 'config'>,
  { q }: { q: string },
): Promise<{ csv: string; count: number; filename: string }> {
  const filter = await voterFilter(deps, { q });
  const rows = await deps.db.all<VoterRowSql & { email: string; whatsapp: string; notes: string | null }>(sql`
    SELECT l.*, v.email_encrypted AS email, v.whatsapp_encrypted AS whatsapp, ct.notes AS notes
    FROM (${selectVoters(filter)}) l
      JOIN tshirt_poll_votes v ON v.id = l.id
      LEFT JOIN artist_contact_tracking ct ON ct.vote_id = l.id`);
  const header = ['Nome', 'E-mail', 'WhatsApp', 'CPF', 'Design', 'Cupom', 'Status de contato', 'Anotações'];
  const lines = rows.map((r) =>
    [
      openVoterName(deps.config, r.name, r.nameSealed),
      // A voter who withdrew the consent to be contacted leaves the export without contact data.
      r.contactAllowed === 1 ? openPii(deps.config, r.email) : '',
      r.contactAllowed === 1 ? openPii(deps.config, r.whatsapp) : '',
      maskCpf(openPii(deps.config, r.cpf)),
      r.design,
      r.coupon,
      CONTACT_STATUS_LABELS[r.status ?? 'not_contacted'],
      r.notes ?? '',
    ]
      .map(cell)
      .join(';'),
  );
  return { csv: `\uFEFF${[header.map(cell).join(';'), ...lines].join('\r\n')}\r\n`, count: rows.length, filename: 'votantes.csv' };
}

import { and, eq, isNull, sql } from 'drizzle-orm';
import { profiles, supportRequests, users } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { SupportReplyInput } from '../../contracts/support';
import { AppError } from '../../lib/app-error';
import { sendMailLater } from '../mail/send-later';
import { supportReplyMail } from '../mail/templates/support-reply';

/**
 * The panel's reply: marks the request answered (once: a second reply to the same request is
 * refused) and e-mails the reply to the member after the commit.
 */
export async function replySupportRequest(
  deps: Pick<AppDeps, 'db' | 'clock' | 'mail' | 'defer' | 'logger'>,
  input: SupportReplyInput & { origin: string },
): Promise<{ ok: true }> {
  const [answered] = await deps.db
    .update(supportRequests)
    .set({ answeredAt: deps.clock.now(), reply: input.reply })
    .where(and(eq(supportRequests.id, input.id), isNull(supportRequests.answeredAt)))
    .returning({ userId: supportRequests.userId, message: supportRequests.message });
  if (!answered) throw new AppError('SUPPORT_REQUEST_NOT_FOUND');
  const to = await deps.db
    .select({ email: users.email, name: sql<string>`coalesce(${profiles.displayName}, ${profiles.username})` })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, answered.userId))
    .get();
  if (to)
    sendMailLater(
      deps,
      supportReplyMail({
        to: to.email,
        name: to.name,
        question: answered.message,
        reply: input.reply,
        url: new URL('/meu-plano', input.origin).href,
      }),
    );
  return { ok: true };
}

import type { Clock } from '../clock/port';
import type { Random } from '../random/port';
import type { Mailer, OutboxEntry } from './port';

const KEEP = 200;

/**
 * `wrangler dev` without a provider key: the isolate keeps its last messages, listed at
 * /dev/emails. Never built in production (the entry requires the provider's key there).
 */
export function memoryMailer(o: { clock: Clock; random: Random }): Mailer {
  const kept: OutboxEntry[] = [];
  return {
    async send(m) {
      kept.unshift({ id: o.random.id(), to: m.to, subject: m.subject, kind: m.kind, sentAt: o.clock.now(), text: m.text });
      kept.length = Math.min(kept.length, KEEP);
    },
    outbox: async () => [...kept],
  };
}

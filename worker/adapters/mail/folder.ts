import { mkdirSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Clock } from '../clock/port';
import type { Random } from '../random/port';
import { parseEml, toEml } from './eml';
import { MAIL_KINDS, type MailKind, type Mailer, type OutboxEntry } from './port';

const kindOf = (k: string): MailKind => (MAIL_KINDS as readonly string[]).find((x) => x === k) as MailKind;

/**
 * The embedded default's e-mail: every message is one `.eml` file in `dir` (DATA_DIR/mail), named
 * so that a directory listing is in sending order. People open them with any mail client or at
 * /dev/emails; tests follow their links. Files are private to the process's user, like the database.
 */
export function folderMailer(dir: string, o: { clock: Clock; random: Random; from: string }): Mailer {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return {
    async send(message) {
      const date = o.clock.now();
      const id = `${date.getTime().toString().padStart(14, '0')}-${o.random.id()}`;
      // Off the event loop: a vote's confirmation mail must not hold up the next requests.
      await writeFile(join(dir, `${id}.${message.kind}.eml`), toEml(message, { id, from: o.from, date }), { mode: 0o600 });
    },
    outbox: async () => {
      const names = (await readdir(dir))
        .filter((n) => n.endsWith('.eml'))
        .sort()
        .reverse();
      return Promise.all(
        names.map(async (name): Promise<OutboxEntry> => {
          const m = parseEml(await readFile(join(dir, name), 'utf8'));
          return {
            id: name.replace(/\.eml$/, ''),
            to: m.to,
            subject: m.subject,
            kind: kindOf(m.kind),
            sentAt: m.date,
            text: m.text,
          };
        }),
      );
    },
  };
}

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEml } from '../../worker/adapters/mail/eml';

export interface ReadMail {
  file: string;
  to: string;
  subject: string;
  kind: string;
  text: string;
  /** Every absolute http(s) URL in the plain-text part, in order. */
  links: string[];
}

/** The messages the embedded default wrote to `DATA_DIR/mail`, oldest first (what a person opens at /dev/emails). */
export function readOutbox(dataDir: string): ReadMail[] {
  const dir = join(dataDir, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((n) => n.endsWith('.eml'))
    .sort()
    .map((file) => {
      const m = parseEml(readFileSync(join(dir, file), 'utf8'));
      return { file, to: m.to, subject: m.subject, kind: m.kind, text: m.text, links: m.text.match(/https?:\/\/[^\s<>"]+/g) ?? [] };
    });
}

/** The newest message to `to` (of `kind`, when given), or undefined. */
export function lastMailTo(dataDir: string, to: string, kind?: string): ReadMail | undefined {
  return readOutbox(dataDir)
    .filter((m) => m.to === to && (!kind || m.kind === kind))
    .at(-1);
}

/** The link of the newest message to `to` whose path starts with `path` (e.g. '/redefinir-senha'). */
export function linkFromMail(dataDir: string, to: string, path: string): string | undefined {
  const mails = readOutbox(dataDir).filter((m) => m.to === to);
  for (const m of mails.reverse()) {
    const link = m.links.find((l) => new URL(l).pathname === path);
    if (link) return link;
  }
  return undefined;
}

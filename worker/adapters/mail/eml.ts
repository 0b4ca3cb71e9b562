import type { MailMessage } from './port';

const encoder = new TextEncoder();

/** RFC 2047 encoded-word for a header holding non-ASCII text (the Portuguese subject). */
function encodeHeader(value: string): string {
  if (/^[\x20-\x7e]*$/.test(value)) return value;
  let binary = '';
  for (const byte of encoder.encode(value)) binary += String.fromCharCode(byte);
  return `=?UTF-8?B?${btoa(binary)}?=`;
}

function base64Lines(value: string): string {
  let binary = '';
  for (const byte of encoder.encode(value)) binary += String.fromCharCode(byte);
  return (btoa(binary).match(/.{1,76}/g) ?? []).join('\r\n');
}

/**
 * One message as an RFC 5322 `.eml` file: any mail client opens it. The plain-text part is
 * first and 8bit (readable with `cat`), the HTML part base64; headers are ASCII.
 */
export function toEml(message: MailMessage, o: { id: string; from: string; date: Date }): string {
  const boundary = `mito-${o.id}`;
  return [
    `From: ${o.from}`,
    `To: ${message.to}`,
    `Subject: ${encodeHeader(message.subject)}`,
    `Date: ${o.date.toUTCString()}`,
    `Message-ID: <${o.id}@mito.local>`,
    `X-Mito-Kind: ${message.kind}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    message.text,
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(message.html),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

/** Reads back what `toEml` wrote: the headers the outbox lists and the plain-text part. */
export function parseEml(eml: string): { to: string; subject: string; kind: string; date: Date; text: string } {
  const [head = '', ...rest] = eml.split('\r\n\r\n');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(head)?.[1] ?? '';
  const body = rest.join('\r\n\r\n');
  const text = /Content-Transfer-Encoding: 8bit\r\n\r\n([\s\S]*?)\r\n--mito-/.exec(body)?.[1] ?? '';
  return { to: header('To'), subject: decodeHeader(header('Subject')), kind: header('X-Mito-Kind'), date: new Date(header('Date')), text };
}

function decodeHeader(value: string): string {
  const m = /^=\?UTF-8\?B\?(.*)\?=$/.exec(value);
  if (!m) return value;
  const binary = atob(m[1]!);
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

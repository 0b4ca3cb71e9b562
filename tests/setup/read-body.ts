import type { IncomingMessage } from 'node:http';

/** The whole body of a request a local stand-in server received (Stripe, Upstash …), as text. */
export const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => resolve(body));
  });

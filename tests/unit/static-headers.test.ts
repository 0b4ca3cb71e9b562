import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BOT_CHECK_CSP } from '../../worker/http/security-headers';

// Workers Static Assets serves index.html without the Worker; web/public/_headers must say the same.
describe('static assets headers', () => {
  it('carry the same CSP (with Turnstile, which every deployed environment has) and baseline headers as the Worker', () => {
    const file = readFileSync(new URL('../../web/public/_headers', import.meta.url), 'utf8');
    expect(file).toContain(`Content-Security-Policy: ${BOT_CHECK_CSP}`);
    for (const h of ['X-Content-Type-Options: nosniff', 'X-Frame-Options: DENY', 'Referrer-Policy: strict-origin-when-cross-origin'])
      expect(file).toContain(h);
  });
});

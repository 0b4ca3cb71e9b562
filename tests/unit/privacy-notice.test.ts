import { describe, expect, it } from 'vitest';
import { configSchema } from '../../worker/env';
import { TOKEN_TTL_MS } from '../../worker/services/mail/one-time-tokens';
import { UPLOAD_TTL_MS } from '../../worker/services/media/internal/sweep-uploads';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../worker/services/auth/session-tokens';
import { PRIVACY_FACTS } from '../../web/features/privacy/privacy-facts';

const DAY = 86_400_000;

describe('/privacidade states the periods the code enforces', () => {
  it('raffle retention, sessions, e-mailed links and unused uploads', () => {
    expect(PRIVACY_FACTS.raffleRetentionDays).toBe(configSchema.shape.RAFFLE_RETENTION_DAYS.parse(undefined));
    expect(PRIVACY_FACTS.sessionIdleDays * DAY).toBe(SESSION_IDLE_MS);
    expect(PRIVACY_FACTS.sessionAbsoluteDays * DAY).toBe(SESSION_ABSOLUTE_MS);
    expect(PRIVACY_FACTS.shortLinkMinutes * 60_000).toBe(TOKEN_TTL_MS.password_reset);
    expect(PRIVACY_FACTS.shortLinkMinutes * 60_000).toBe(TOKEN_TTL_MS.fan_data);
    expect(PRIVACY_FACTS.confirmLinkDays * DAY).toBe(TOKEN_TTL_MS.email_confirm);
    expect(PRIVACY_FACTS.confirmLinkDays * DAY).toBe(TOKEN_TTL_MS.coupon_confirm);
    expect(PRIVACY_FACTS.unusedUploadHours * 3_600_000).toBe(UPLOAD_TTL_MS);
  });
});

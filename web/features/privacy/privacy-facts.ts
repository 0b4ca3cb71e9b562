/**
 * The periods the privacy notice states, in the units it states them. Each equals a constant the
 * server enforces (tests/unit/privacy-notice.test.ts compares them), so the notice cannot drift
 * from what the code does.
 */
export const PRIVACY_FACTS = {
  /** Days after the raffle's last claim deadline before non-winners' vote data is erased (RAFFLE_RETENTION_DAYS' default). */
  raffleRetentionDays: 30,
  /** A session ends after this many days without use… */
  sessionIdleDays: 30,
  /** …and after this many days in any case. */
  sessionAbsoluteDays: 90,
  /** Links to reset a password or ask for a fan's data work for this many minutes. */
  shortLinkMinutes: 30,
  /** Confirmation links (e-mail, raffle coupon) work for this many days. */
  confirmLinkDays: 7,
  /** Uploaded files never attached to a post or a message are erased after this many hours. */
  unusedUploadHours: 2,
} as const;

import { expect } from 'vitest';
import { linkFromMail } from '../factories/mailbox';

/** The coupon confirmation link in the newest message to `email`, once the site's deferred send has written it to DATA_DIR/mail. */
export async function couponLinkFor(dataDir: string, email: string): Promise<string> {
  let link: string | undefined;
  await expect.poll(() => (link = linkFromMail(dataDir, email, '/confirmar-cupom')), { timeout: 15_000 }).toBeDefined();
  return link!;
}

/** A fan opens the link from their inbox (without a browser: the page only posts the token). */
export async function confirmCouponByMail(site: { url: string; dataDir: string }, email: string) {
  const token = new URL(await couponLinkFor(site.dataDir, email)).searchParams.get('token');
  const res = await fetch(`${site.url}/trpc/poll.confirmCoupon`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url },
    body: JSON.stringify({ token }),
  });
  expect(res.status).toBe(200);
}

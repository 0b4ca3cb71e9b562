import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validCpf } from '../factories/voters';
import { startTurnstileStandIn, STAND_IN_SECRET, STAND_IN_SITE_KEY } from '../setup/turnstile-stand-in';
import { releaseBrowser, workerBrowser, MOBILE, newPage, startSite } from './harness';
import { fillVoterForm, pollCard } from './voter-steps';

/**
 * Turnstile's widget as the browser would get it from challenges.cloudflare.com (which tests never
 * reach): a box with a button that would hand the page a token the siteverify stand-in accepts once.
 */
const fakeWidget = (token: string) => `window.turnstile = {
  render(el, o) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = 'Confirmo que sou humano';
    b.onclick = () => { b.textContent = 'Verificado'; o.callback(${JSON.stringify(token)}); };
    el.replaceChildren(b);
    return 'w1';
  },
  reset() {},
  remove() {},
};`;

let site: Awaited<ReturnType<typeof startSite>>;
let standIn: Awaited<ReturnType<typeof startTurnstileStandIn>>;
let browser: Awaited<ReturnType<typeof workerBrowser>>;
beforeAll(async () => {
  standIn = await startTurnstileStandIn();
  site = await startSite({ TURNSTILE_SITE_KEY: STAND_IN_SITE_KEY, TURNSTILE_SECRET_KEY: STAND_IN_SECRET });
  // The production adapter, verifying at the local stand-in instead of Cloudflare.
  site.deps.botCheck = standIn.botCheck();
  browser = await workerBrowser();
});
afterAll(async () => {
  await releaseBrowser(browser);
  await site?.close();
  await standIn?.close();
});

async function withFakeWidget(context: BrowserContext) {
  const loads: string[] = [];
  await context.route('https://challenges.cloudflare.com/**', (route) => {
    loads.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: fakeWidget(standIn.issue('vote')) });
  });
  return loads;
}

describe('a verificação de pessoa no voto (Turnstile configurado)', () => {
  it('o widget só carrega com o formulário aberto, e sem passar pela verificação o voto é recusado em português', async () => {
    const { page, context, errors } = await newPage(browser, site.url, MOBILE);
    const loads = await withFakeWidget(context);
    const res = await page.goto('/?enquete=1');
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self' https://challenges.cloudflare.com");
    await pollCard(page, 'Bonde do Mito').waitFor();
    // The widget's script is fetched only once a form that needs it is open.
    expect(loads).toEqual([]);

    await pollCard(page, 'Bonde do Mito').getByRole('button', { name: 'Votar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirme seu voto' });
    await dialog.getByRole('button', { name: 'Confirmo que sou humano' }).waitFor();
    expect(loads).toHaveLength(1);
    await fillVoterForm(page, validCpf(741_852_960));
    await dialog.getByRole('button', { name: 'Confirmar voto' }).click();
    await dialog.getByText('Não conseguimos confirmar que você é uma pessoa. Tente de novo.').first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('mito_voter_token'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});

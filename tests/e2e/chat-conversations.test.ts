import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_COOKIE } from '../../worker/lib/cookies';
import { sendMessage } from '../../worker/services/messages/send-message';
import { startConversation } from '../../worker/services/messages/start-conversation';
import { makeSubscriber } from '../factories/sessions';
import { longPress, openChat, openMessageMenu } from './chat-steps';
import { CHROMIUM, DESKTOP, MOBILE, newMemberPage, startSite } from './harness';

const SHOTS = process.env.SHOTS;

/** Three seconds of a 440 Hz tone, 16-bit mono PCM: what the fake microphone "hears". */
function sineWav(path: string, seconds = 3, rate = 48_000) {
  const samples = seconds * rate;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 12_000), i * 2);
  const head = Buffer.alloc(44);
  head.write('RIFF', 0);
  head.writeUInt32LE(36 + data.length, 4);
  head.write('WAVEfmt ', 8);
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(1, 22);
  head.writeUInt32LE(rate, 24);
  head.writeUInt32LE(rate * 2, 28);
  head.writeUInt16LE(2, 32);
  head.writeUInt16LE(16, 34);
  head.write('data', 36);
  head.writeUInt32LE(data.length, 40);
  writeFileSync(path, Buffer.concat([head, data]));
}

const ctx = {} as { site: Awaited<ReturnType<typeof startSite>>; browser: Browser };
beforeAll(async () => {
  const wav = join(mkdtempSync(join(tmpdir(), 'mito-voz-')), 'tom.wav');
  sineWav(wav);
  ctx.site = await startSite();
  ctx.browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-audio-capture=${wav}`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
});
afterAll(async () => {
  await ctx.browser?.close();
  await ctx.site?.close();
});

async function phone(token: string) {
  const opened = await newMemberPage(ctx.browser, ctx.site.url, MOBILE, `${MEMBER_COOKIE}=${token}`);
  await opened.context.grantPermissions(['microphone'], { origin: ctx.site.url });
  return opened;
}

describe('conversas como no WhatsApp, dois membros no celular', () => {
  it('digitando…, Visto, resposta com citação, reação ao vivo e mensagem de voz', async () => {
    const a = await makeSubscriber(ctx.site.deps, 'tier_prata');
    const b = await makeSubscriber(ctx.site.deps, 'tier_bronze');
    const { id: conversationId } = await startConversation(ctx.site.deps, { userId: a.userId, usernames: [b.username] });
    await startConversation(ctx.site.deps, { userId: b.userId, usernames: [a.username] });
    const pa = await phone(a.token);
    const pb = await phone(b.token);
    await openChat(pa.page, b.username);
    await openChat(pb.page, a.username);
    const chatA = pa.page.getByRole('log');
    const chatB = pb.page.getByRole('log');

    // A asks; B, with the chat open, reads it: A sees 'Visto' under it.
    await pa.page.getByRole('textbox', { name: 'Mensagem' }).fill('bora no baile sábado?');
    await pa.page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await chatB.getByText('bora no baile sábado?').waitFor();
    await pa.page.getByTestId('seen').waitFor();
    expect(await pa.page.getByTestId('seen').textContent()).toBe('Visto');

    // B types: 'digitando…' on A's screen, gone within 5 s of B's last key.
    await pb.page.getByRole('textbox', { name: 'Mensagem' }).pressSequentially('bo', { delay: 50 });
    await pa.page.getByTestId('typing').filter({ hasText: 'digitando…' }).waitFor({ timeout: 5_000 });
    const lastKey = Date.now();
    await pa.page.getByTestId('typing').waitFor({ state: 'detached', timeout: 6_000 });
    expect(Date.now() - lastKey).toBeLessThan(5_500);
    await pb.page.getByRole('textbox', { name: 'Mensagem' }).fill('');

    // More talk pushes the question off B's screen.
    for (let i = 1; i <= 16; i++) await sendMessage(ctx.site.deps, { userId: a.userId, conversationId, content: `papo ${i}` });
    await chatB.getByText('papo 16', { exact: true }).waitFor();

    // B answers the question with a long press → 'Responder'; the reply quotes it on both sides.
    const menu = await longPress(pb.page, 'bora no baile sábado?');
    if (SHOTS) await pb.page.screenshot({ path: `${SHOTS}/chat-phone-menu.png` });
    await menu.getByRole('menuitem', { name: 'Responder' }).click();
    await pb.page.getByTestId('replying-to').getByText('bora no baile sábado?').waitFor();
    await pb.page.getByRole('textbox', { name: 'Mensagem' }).fill('bora demais!');
    await pb.page.getByRole('button', { name: 'Enviar mensagem' }).click();
    const reply = chatA.getByTestId('message').filter({ hasText: 'bora demais!' });
    await reply.getByTestId('quote').filter({ hasText: 'bora no baile sábado?' }).waitFor();

    // Tapping the quote scrolls A's chat to the question and lights it up.
    const question = chatA.getByTestId('message').filter({ hasText: 'bora no baile sábado?' }).first();
    const inView = async () => {
      const [q, log] = await Promise.all([question.boundingBox(), chatA.boundingBox()]);
      return Boolean(q && log && q.y >= log.y && q.y + q.height <= log.y + log.height);
    };
    expect(await inView()).toBe(false);
    await reply.getByTestId('quote').click();
    await expect.poll(inView).toBe(true);
    await expect.poll(() => question.getAttribute('class')).toContain('ring-4');
    if (SHOTS) await pa.page.screenshot({ path: `${SHOTS}/chat-reply-jump.png` });

    // A reacts to the reply with 'Fogo' from the message's menu (the keyboard's way in); B sees it live.
    const actions = await openMessageMenu(pa.page, 'bora demais!');
    await actions.getByRole('menuitemradio', { name: 'Reagir: Fogo' }).click();
    await chatB.getByTestId('message').filter({ hasText: 'bora demais!' }).getByRole('img', { name: 'Reações: Fogo 1' }).waitFor();

    // A (Prata) records a voice message; B plays it.
    await pa.page.getByRole('button', { name: 'Gravar mensagem de voz' }).click();
    await pa.page.getByText(/Gravando 0:0[2-9]/).waitFor();
    await pa.page.getByRole('button', { name: 'Enviar mensagem de voz' }).click();
    const audio = chatB.locator('audio');
    await audio.waitFor();
    const played = await audio.evaluate(async (el: HTMLAudioElement) => {
      await el.play();
      await new Promise((r) => setTimeout(r, 600));
      return { time: el.currentTime, error: el.error?.code ?? null };
    });
    expect(played.error).toBeNull();
    expect(played.time).toBeGreaterThan(0);
    if (SHOTS) await pb.page.screenshot({ path: `${SHOTS}/chat-phone-b.png` });

    if (SHOTS) {
      await pa.page.setViewportSize(DESKTOP);
      await pa.page.getByTestId('message').filter({ hasText: 'bora demais!' }).hover();
      await pa.page.screenshot({ path: `${SHOTS}/chat-desktop-a.png` });
      await pa.page.setViewportSize(MOBILE);
    }

    // B (Bronze) is shown what unlocks voice messages, not an error.
    await pb.page.getByRole('button', { name: 'Gravar mensagem de voz' }).click();
    const upsell = pb.page.getByRole('dialog', { name: 'Mensagens de voz' });
    await upsell.getByRole('link', { name: 'Ver planos' }).waitFor();
    if (SHOTS) await pb.page.screenshot({ path: `${SHOTS}/chat-phone-upsell.png` });

    expect(pa.errors).toEqual([]);
    expect(pb.errors).toEqual([]);
    await pa.context.close();
    await pb.context.close();
  });
});

import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as files from '../factories/media-files';
import { twoInAChat } from './chat-steps';
import { DESKTOP, MOBILE, useSiteAndBrowser } from './harness';

const ctx = useSiteAndBrowser();
const SHOTS = process.env.E2E_SHOTS_DIR;

const chatImages = (page: Page) =>
  page
    .getByTestId('message')
    .locator('img')
    .evaluateAll((imgs) => (imgs as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth > 0).length);

describe.each([
  ['celular', MOBILE],
  ['computador', DESKTOP],
] as const)('imagem em mensagem (%s)', (label, viewport) => {
  it('A manda uma foto para B: os dois a veem na conversa e B a abre em tamanho real', async () => {
    const { pa, pb } = await twoInAChat(ctx, viewport);

    await pa.page
      .getByLabel('Escolher imagem')
      .setInputFiles([
        { name: 'rolê.png', mimeType: 'image/png', buffer: Buffer.from(files.png({ width: 60, height: 40, rgb: [200, 40, 160] })) },
      ]);
    await expect.poll(() => chatImages(pa.page), { timeout: 15_000 }).toBe(1);
    // B gets it live (the hub) or by the fallback polling; either way without reloading.
    await expect.poll(() => chatImages(pb.page), { timeout: 15_000 }).toBe(1);
    await pb.page.getByRole('button', { name: 'Abrir imagem em tamanho real' }).click();
    await pb.page.getByRole('dialog', { name: 'Imagem' }).locator('img').waitFor();
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await pa.page.screenshot({ path: `${SHOTS}/message-image-${label}-a.png` });
      await pb.page.screenshot({ path: `${SHOTS}/message-image-${label}-b.png` });
    }
    expect([...pa.errors, ...pb.errors]).toEqual([]);
    await pa.context.close();
    await pb.context.close();
  });
});

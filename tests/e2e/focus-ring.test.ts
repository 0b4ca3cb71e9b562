import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeSubscriber } from '../factories/sessions';
import { signedIn } from './chat-steps';
import { MOBILE, newPage, useSiteAndBrowser } from './harness';

const ctx = useSiteAndBrowser();

/** WCAG contrast ratio of two '#rrggbb' colours (a focus indicator needs 3:1 against what is next to it). */
function contrast(a: string, b: string) {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** Tabs through the first `stops` elements and lists those whose focus ring cannot be seen: none, or below 3:1 against what is behind it. */
async function invisibleRings(page: Page, stops: number) {
  const bad: string[] = [];
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press('Tab');
    const r = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      // Read at once: the ring must show the moment focus lands, not fade in from the text colour.
      const s = getComputedStyle(el);
      // One notation for every colour (the styles mix rgb, lab and oklab): the canvas' hex.
      const paint = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
      const hex = (c: string) => {
        paint.fillStyle = '#0a0a0a';
        paint.fillRect(0, 0, 1, 1);
        paint.fillStyle = c;
        paint.fillRect(0, 0, 1, 1);
        const [r, g, b] = paint.getImageData(0, 0, 1, 1).data;
        return `#${[r, g, b].map((v) => v!.toString(16).padStart(2, '0')).join('')}`;
      };
      const ring = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 ? hex(s.outlineColor) : null;
      // The colour the ring is drawn on: the nearest ancestor with an opaque background (the offset gap shows it).
      let bg = '#0a0a0a';
      for (let p: HTMLElement | null = el.parentElement; p; p = p.parentElement) {
        const c = getComputedStyle(p).backgroundColor;
        if (c !== 'rgba(0, 0, 0, 0)' && c !== 'transparent') {
          bg = hex(c);
          break;
        }
      }
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30);
      return { name, ring, bg };
    });
    if (r && (!r.ring || contrast(r.ring, r.bg) < 3)) bad.push(`${r.name}: ${r.ring ?? 'sem anel'} sobre ${r.bg}`);
  }
  return bad;
}

describe('o anel de foco aparece sobre o fundo', () => {
  it('no cabeçalho e no topo das páginas públicas', async () => {
    const { page, context } = await newPage(ctx.browser, ctx.site.url, MOBILE);
    const bad: string[] = [];
    for (const path of ['/', '/loja', '/auth']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      bad.push(...(await invisibleRings(page, 6)).map((b) => `${path} ${b}`));
    }
    expect(bad).toEqual([]);
    await context.close();
  });

  it('no cabeçalho das páginas de membro', async () => {
    const m = await makeSubscriber(ctx.site.deps, 'tier_bronze');
    const { page, context } = await signedIn(ctx, m.token, MOBILE);
    const bad: string[] = [];
    for (const path of ['/feed', '/messages', '/dashboard']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      bad.push(...(await invisibleRings(page, 8)).map((b) => `${path} ${b}`));
    }
    expect(bad).toEqual([]);
    await context.close();
  });
});

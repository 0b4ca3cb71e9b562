import { describe, expect, it } from 'vitest';
import { safeRedirect } from '../../web/lib/safe-redirect';

describe('safeRedirect (where /auth returns after signing in)', () => {
  it('keeps a path of this site, with its search and hash', () => {
    expect(safeRedirect('/feed')).toBe('/feed');
    expect(safeRedirect('/messages?c=abc#fim')).toBe('/messages?c=abc#fim');
  });

  it('drops anything that could leave the site, or loop back to /auth', () => {
    for (const bad of [
      '//evil.example/roubo',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'feed',
      '',
      '/\tfeed',
      '/auth',
      '/auth?redirect=/feed',
      42,
      null,
      undefined,
      `/${'a'.repeat(600)}`,
    ]) {
      expect(safeRedirect(bad), String(bad)).toBeUndefined();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { inboxOf } from '../../worker/lib/email-normal';

describe('inboxOf: one inbox, one key', () => {
  it('Gmail ignores dots, +tags, case and googlemail.com', () => {
    for (const a of ['x.y@gmail.com', 'xy+2@gmail.com', ' X.Y+promo@GMail.com ', 'x.y@googlemail.com'])
      expect(inboxOf(a)).toBe('xy@gmail.com');
  });
  it('other providers keep dots and tags, apart from case', () => {
    expect(inboxOf('Ana.Souza+x@Exemplo.com.br')).toBe('ana.souza+x@exemplo.com.br');
    expect(inboxOf('ana.souza@exemplo.com.br')).not.toBe(inboxOf('anasouza@exemplo.com.br'));
  });
});

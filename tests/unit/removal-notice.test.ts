import { describe, expect, it } from 'vitest';
import { openingWords, removalNotice } from '../../worker/contracts/moderation';

describe('the removal notice names the item by its opening words', () => {
  it('quotes a short text whole, on one line', () => {
    expect(removalNotice('post', 'Rifa falsa,\n\nmanda pix')).toBe(
      'Seu post "Rifa falsa, manda pix" foi removido por violar as regras da comunidade.',
    );
    expect(removalNotice('comment', 'Ofensa')).toBe('Seu comentário "Ofensa" foi removido por violar as regras da comunidade.');
    expect(removalNotice('message', 'Manda o pix')).toBe('Sua mensagem "Manda o pix" foi removida por violar as regras da comunidade.');
  });

  it('cuts a long text at a word, at most 60 characters and the ellipsis', () => {
    const long = 'Promoção imperdível de ingressos para o baile de sábado, chama no privado que eu vendo barato';
    const words = openingWords(long);
    expect(words).toBe('Promoção imperdível de ingressos para o baile de sábado…');
    expect(words.length).toBeLessThanOrEqual(61);
    expect(long.startsWith(words.slice(0, -1))).toBe(true);
  });

  it('drops direction-changing and invisible characters; without text (a photo, a poll) the plain notice', () => {
    expect(openingWords('foto\u202Egpj.exe\u200B')).toBe('fotogpj.exe');
    expect(removalNotice('post', '  \n ')).toBe('Seu post foi removido por violar as regras da comunidade.');
  });
});

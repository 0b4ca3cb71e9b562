import { describe, expect, it } from 'vitest';
import { raffleDrawInput } from '../../worker/contracts/raffle';

const SEED = 'Loteria Federal 05923: 12345';
const issue = (input: unknown) => {
  const r = raffleDrawInput.safeParse(input);
  return r.success ? null : { message: r.error.issues[0]!.message, path: r.error.issues[0]!.path };
};

describe('raffleDrawInput: the seed, typed twice', () => {
  it('takes two equal seeds, after trimming and removing invisible and direction characters', () => {
    expect(raffleDrawInput.parse({ seed: ` ${SEED} `, seedAgain: `${SEED}\u200B` })).toEqual({ seed: SEED, seedAgain: SEED });
    expect(raffleDrawInput.parse({ seed: `\u202E${SEED}`, seedAgain: SEED }).seed).toBe(SEED);
  });

  it('refuses two different seeds under the second field, in Portuguese', () => {
    expect(issue({ seed: SEED, seedAgain: 'Loteria Federal 05923: 12354' })).toEqual({
      message: 'As duas sementes não conferem.',
      path: ['seedAgain'],
    });
    expect(issue({ seed: SEED, seedAgain: SEED.toLowerCase() })).toEqual({
      message: 'As duas sementes não conferem.',
      path: ['seedAgain'],
    });
    expect(issue({ seed: SEED, seedAgain: '' })).toEqual({ message: 'As duas sementes não conferem.', path: ['seedAgain'] });
  });

  it('still asks for a real seed first', () => {
    expect(issue({ seed: 'ab', seedAgain: 'ab' })).toMatchObject({
      message: 'Informe a semente anunciada (ex.: resultado da Loteria Federal)',
      path: ['seed'],
    });
  });
});

/**
 * The randomness port. Its one implementation is plain WebCrypto, which runs on both runtimes, so
 * it lives in worker/lib/random.ts, where the lib helpers (ids, order codes, sealing) can take it
 * without reaching up into adapters/; tests hand in their own `Random`.
 */
export { cryptoRandom, type Random } from '../../lib/random';

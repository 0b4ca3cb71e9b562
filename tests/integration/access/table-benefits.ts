import { count } from 'drizzle-orm';
import { conversations, lives, supportRequests } from '../../../db/schema';
import { artistAccount, makeLive, makeSupportRequest } from '../../factories/benefits';
import type { T } from './callers';
import { meOrStranger, type AccessRow } from './rows';

const rowsIn = (table: typeof lives | typeof supportRequests | typeof conversations) => async (t: T) =>
  (await t.deps.db.select({ n: count() }).from(table).get())?.n ?? 0;

/** What the paid tiers deliver: lives, direct access to the artist, priority support; and the panel's side of each. */
export const BENEFITS_ROWS: Record<string, AccessRow> = {
  'lives.next': {},
  'messages.artistAccess': {},
  // The paying caller here is Prata and the trial one Bronze: only Ouro reaches the artist.
  'messages.startWithArtist': {
    input: async (c) => {
      await artistAccount(c.t.deps);
      return undefined;
    },
    refusesFree: 'ARTIST_ACCESS_OURO_ONLY',
    reaches: { trial: '403 ARTIST_ACCESS_OURO_ONLY', paid: '403 ARTIST_ACCESS_OURO_ONLY' },
    untouched: rowsIn(conversations),
  },
  // Bronze (the trial caller) has no priority support; Prata (the paying caller) has.
  'support.send': {
    input: () => ({ message: 'Meu pagamento não apareceu no plano.' }),
    refusesFree: 'SUPPORT_TIER_ONLY',
    reaches: { trial: '403 SUPPORT_TIER_ONLY' },
    untouched: rowsIn(supportRequests),
  },
  'artist.lives': {},
  'artist.scheduleLive': {
    input: () => ({ title: 'Live de sexta', date: '2026-12-18', time: '20:00', url: 'https://www.youtube.com/@mcmito/live' }),
    untouched: rowsIn(lives),
  },
  'artist.cancelLive': { input: async (c) => ({ id: await makeLive(c.t.deps) }) },
  'artist.supportQueue': {},
  'artist.replySupport': {
    input: async (c) => ({ id: await makeSupportRequest(c.t.deps, (await meOrStranger(c)).userId), reply: 'Olá! Já resolvemos por aqui.' }),
  },
};

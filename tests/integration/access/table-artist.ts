import { TEST_ARTIST_PASSWORD } from '../../setup/test-config';
import { postOf, stranger, voteOf, type AccessRow } from './rows';

/** The artist panel. Its voters' data is behind the panel session; only the login is public. */
export const ARTIST_ROWS: Record<string, AccessRow> = {
  'artist.login': { input: () => ({ password: TEST_ARTIST_PASSWORD, consent: true }) },
  'artist.logout': {},
  'artist.session': {},
  'artist.stats': {},
  'artist.distribution': {},
  'artist.funnel': {},
  'artist.refusedLogins': {},
  'artist.voters': { input: () => ({ q: '', page: 1 }) },
  'artist.voter': { input: async (c) => ({ voteId: (await voteOf(c)).voteId }) },
  'artist.revealCpf': { input: async (c) => ({ voteId: (await voteOf(c)).voteId }) },
  'artist.exportCsv': { input: () => ({ q: '' }) },
  'artist.updateContact': { input: async (c) => ({ voteId: (await voteOf(c)).voteId, status: 'called', notes: 'Atendeu na primeira' }) },
  'artist.templates': {},
  'artist.saveTemplate': { input: () => ({ status: 'called', body: 'Oi {nome}, tudo bem?' }) },
  'artist.auditLog': {},
  // The poll is open in this database: the draw and the redraw answer why not, past the door.
  'artist.drawRaffle': {
    input: () => ({ seed: 'Loteria Federal 05923: 12345', seedAgain: 'Loteria Federal 05923: 12345' }),
    reaches: '409 RAFFLE_NOT_FROZEN',
  },
  'artist.drawPreview': { reaches: '409 RAFFLE_NOT_FROZEN' },
  'artist.raffleWinners': {},
  'artist.raffleWinnerContacts': {},
  'artist.claimRafflePrize': {
    input: async (c) => ({ coupon: (await voteOf(c)).coupon, documentChecked: true }),
    reaches: '404 RAFFLE_NOT_A_WINNER',
  },
  'artist.unclaimRafflePrize': { input: async (c) => ({ coupon: (await voteOf(c)).coupon }), reaches: '409 RAFFLE_NOT_CLAIMED' },
  'artist.redrawRaffle': { reaches: '409 RAFFLE_REDRAW_NOT_DUE' },
  'artist.freezeRaffle': {},
  'artist.raffleIntegrity': {},
  // No group has this id: the artist gets past the door and is told the group is not as shown.
  'artist.voidRaffleGroup': {
    input: () => ({ groupId: 'rede:0000000000000000:0', couponCount: 6, reason: 'Cupons gerados em série' }),
    reaches: '409 RAFFLE_GROUP_CHANGED',
  },
  'artist.reports': {},
  'artist.reportCount': {},
  'artist.suspended': {},
  'artist.removeReported': { input: async (c) => ({ targetType: 'post', targetId: await postOf(c) }) },
  'artist.warn': { input: async (c) => ({ targetType: 'post', targetId: await postOf(c) }) },
  'artist.dismiss': { input: async (c) => ({ targetType: 'post', targetId: await postOf(c) }) },
  'artist.suspend': { input: async (c) => ({ memberId: (await stranger(c.t)).userId, length: '7d', hidePosts: false }) },
  'artist.unsuspend': { input: async (c) => ({ memberId: (await stranger(c.t)).userId }) },
};

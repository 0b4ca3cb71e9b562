import { router } from '../../trpc/init';
import { auditLog, saveTemplate, templates, updateContact } from './contact';
import { cancelLive, lives, scheduleLive } from './lives';
import { login } from './login';
import { logout } from './logout';
import { claimRafflePrize, drawRaffle, freezeRaffle, raffleWinnerContacts, raffleWinners, redrawRaffle } from './raffle';
import { session } from './session';
import { replySupport, supportQueue } from './support';
import { distribution, funnel, refusedLogins, stats } from './stats';
import { exportCsv, revealCpf, voter, voters } from './voters';

export const artistRouter = router({
  login,
  logout,
  session,
  stats,
  distribution,
  funnel,
  refusedLogins,
  voters,
  voter,
  revealCpf,
  exportCsv,
  updateContact,
  templates,
  saveTemplate,
  auditLog,
  drawRaffle,
  freezeRaffle,
  raffleWinners,
  raffleWinnerContacts,
  claimRafflePrize,
  redrawRaffle,
  lives,
  scheduleLive,
  cancelLive,
  supportQueue,
  replySupport,
});

import { router } from '../../trpc/init';
import { auditLog, saveTemplate, templates, updateContact } from './contact';
import { cancelLive, lives, scheduleLive } from './lives';
import { login } from './login';
import { logout } from './logout';
import { dismiss, removeReported, reportCount, reports, suspend, suspended, unsuspend, warn } from './moderation';
import {
  claimRafflePrize,
  drawPreview,
  drawRaffle,
  freezeRaffle,
  raffleIntegrity,
  raffleWinnerContacts,
  raffleWinners,
  redrawRaffle,
  unclaimRafflePrize,
  voidRaffleGroup,
} from './raffle';
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
  drawPreview,
  drawRaffle,
  freezeRaffle,
  raffleWinners,
  raffleWinnerContacts,
  claimRafflePrize,
  unclaimRafflePrize,
  redrawRaffle,
  raffleIntegrity,
  voidRaffleGroup,
  reports,
  reportCount,
  suspended,
  removeReported,
  warn,
  dismiss,
  suspend,
  unsuspend,
  lives,
  scheduleLive,
  cancelLive,
  supportQueue,
  replySupport,
});

import { liveIdInput, scheduleLiveInput } from '../../contracts/lives';
import { cancelLive as cancelLiveService } from '../../services/lives/cancel-live';
import { listPanelLives } from '../../services/lives/list-panel-lives';
import { scheduleLive as scheduleLiveService } from '../../services/lives/schedule-live';
import { artistProcedure } from '../../trpc/init';
import { panelWriteProcedure } from '../../trpc/panel-write';

export const lives = artistProcedure.query(({ ctx }) => listPanelLives(ctx.deps));
export const scheduleLive = panelWriteProcedure('live')
  .input(scheduleLiveInput)
  .mutation(({ ctx, input }) => scheduleLiveService(ctx.deps, input));
export const cancelLive = panelWriteProcedure('live')
  .input(liveIdInput)
  .mutation(({ ctx, input }) => cancelLiveService(ctx.deps, input));

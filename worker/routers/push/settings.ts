import { pushPreferencesInput } from '../../contracts/push';
import { getPushSettings, setPushPreferences } from '../../services/push/push-preferences';
import { memberProcedure, memberWriteProcedure } from '../../trpc/init';

export const settings = memberProcedure.query(({ ctx }) => getPushSettings(ctx.deps, { userId: ctx.session.userId }));

export const setPreferences = memberWriteProcedure('pushSettings')
  .input(pushPreferencesInput)
  .mutation(({ ctx, input }) => setPushPreferences(ctx.deps, { userId: ctx.session.userId, input }));

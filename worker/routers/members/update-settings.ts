import { updateSettingsInput } from '../../contracts/members';
import { updateSettings as updateSettingsService } from '../../services/members/update-settings';
import { memberWriteProcedure } from '../../trpc/init';

export const updateSettings = memberWriteProcedure('profile')
  .input(updateSettingsInput)
  .mutation(({ ctx, input }) => updateSettingsService(ctx.deps, { userId: ctx.session.userId, input }));

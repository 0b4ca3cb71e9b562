import { setVoterConsentInput } from '../../contracts/poll';
import { setVoterConsent } from '../../services/poll/set-voter-consent';
import { publicProcedure } from '../../trpc/init';

// Public: the voter token is the credential.
export const setConsent = publicProcedure
  .input(setVoterConsentInput)
  .mutation(({ ctx, input }) => setVoterConsent(ctx.deps, { input, ip: ctx.req.ip }));

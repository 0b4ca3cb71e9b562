import { lookupCepInput } from '../../contracts/shop';
import { limitByIp } from '../../services/orders/limit-by-ip';
import { lookupCep as lookupCepService } from '../../services/shop/lookup-cep';
import { publicProcedure } from '../../trpc/init';

export const lookupCep = publicProcedure
  .meta({ failsAs: 'CEP_LOOKUP_FAILED' })
  .input(lookupCepInput)
  .query(async ({ ctx, input }) => {
    await limitByIp(ctx.deps, { action: 'lookupCep', ip: ctx.req.ip });
    return lookupCepService(ctx.deps, input);
  });

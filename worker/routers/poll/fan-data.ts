import { fanDataGrantInput, fanDataLinkByTokenInput, fanDataLinkInput, fanDataRequestForm } from '../../contracts/fan-data';
import { eraseFanData } from '../../services/fan-data/erase-fan-data';
import { exportFanData } from '../../services/fan-data/export-fan-data';
import { openFanDataLink } from '../../services/fan-data/open-fan-data-link';
import { requestFanDataLink } from '../../services/fan-data/request-fan-data-link';
import { sendFanDataLink } from '../../services/fan-data/send-fan-data-link';
import { publicProcedure } from '../../trpc/init';

// Public. The copy and the deletion take only the grant an opened e-mailed link gives; the voter token and coupon + CPF digits only ask for that link.
// Reads are mutations so the secrets travel in a POST body, never in a logged URL.
export const myData = publicProcedure
  .input(fanDataGrantInput)
  .mutation(({ ctx, input }) => exportFanData(ctx.deps, { dataToken: input.dataToken, ip: ctx.req.ip }));
export const eraseMyData = publicProcedure
  .input(fanDataGrantInput)
  .mutation(({ ctx, input }) => eraseFanData(ctx.deps, { dataToken: input.dataToken, ip: ctx.req.ip }));
export const sendDataLink = publicProcedure
  .input(fanDataLinkByTokenInput)
  .mutation(({ ctx, input }) => sendFanDataLink(ctx.deps, { voterToken: input.voterToken, ip: ctx.req.ip, origin: ctx.req.origin }));
export const requestDataLink = publicProcedure
  .input(fanDataRequestForm)
  .mutation(({ ctx, input }) => requestFanDataLink(ctx.deps, { input, ip: ctx.req.ip, origin: ctx.req.origin }));
export const openDataLink = publicProcedure
  .input(fanDataLinkInput)
  .mutation(({ ctx, input }) => openFanDataLink(ctx.deps, { linkToken: input.linkToken, ip: ctx.req.ip }));

import { fanDataLinkInput, fanDataRequestForm, fanDataTokenInput } from '../../contracts/fan-data';
import { eraseFanData } from '../../services/fan-data/erase-fan-data';
import { exportFanData } from '../../services/fan-data/export-fan-data';
import { openFanDataLink } from '../../services/fan-data/open-fan-data-link';
import { requestFanDataLink } from '../../services/fan-data/request-fan-data-link';
import { publicProcedure } from '../../trpc/init';

// Public, authorised by the voter token or the e-mailed link's token. Reads are mutations so the tokens travel in a POST body, never in a logged URL.
export const myData = publicProcedure.input(fanDataTokenInput).mutation(({ ctx, input }) => exportFanData(ctx.deps, { voterToken: input.voterToken, ip: ctx.req.ip }));
export const eraseMyData = publicProcedure.input(fanDataTokenInput).mutation(({ ctx, input }) => eraseFanData(ctx.deps, { voterToken: input.voterToken, ip: ctx.req.ip }));
export const requestDataLink = publicProcedure.input(fanDataRequestForm).mutation(({ ctx, input }) => requestFanDataLink(ctx.deps, { input, ip: ctx.req.ip, origin: ctx.req.origin }));
export const openDataLink = publicProcedure.input(fanDataLinkInput).mutation(({ ctx, input }) => openFanDataLink(ctx.deps, { linkToken: input.linkToken, ip: ctx.req.ip }));

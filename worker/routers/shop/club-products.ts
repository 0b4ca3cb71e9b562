import { listClubProducts } from '../../services/shop/list-club-products';
import { publicProcedure } from '../../trpc/init';

export const clubProducts = publicProcedure.meta({ failsAs: 'PRODUCTS_FAILED' }).query(({ ctx }) => listClubProducts(ctx.deps));

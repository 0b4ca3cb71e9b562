import { listClubProducts } from '../../services/shop/list-club-products';
import { publicProcedure } from '../../trpc/init';

export const clubProducts = publicProcedure.query(({ ctx }) => listClubProducts(ctx.deps));

import { router } from '../../trpc/init';
import { clubProducts } from './club-products';
import { firstBatch } from './first-batch';
import { lookupCep } from './lookup-cep';

export const shopRouter = router({ clubProducts, lookupCep, firstBatch });

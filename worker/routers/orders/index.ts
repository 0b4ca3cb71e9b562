import { router } from '../../trpc/init';
import { checkout } from './checkout';
import { confirmation } from './confirmation';
import { create } from './create';
import { startPayment } from './start-payment';

export const ordersRouter = router({ create, checkout, confirmation, startPayment });

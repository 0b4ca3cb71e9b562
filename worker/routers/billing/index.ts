import { router } from '../../trpc/init';
import { checkSubscription } from './check-subscription';
import { createCheckout } from './create-checkout';
import { customerPortal } from './customer-portal';
import { myPlan } from './my-plan';
import { tiers } from './tiers';

export const billingRouter = router({ tiers, myPlan, checkSubscription, createCheckout, customerPortal });

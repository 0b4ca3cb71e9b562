import type { Hono } from 'hono';
import type { LocalPaymentSimulator } from '../adapters/payments/local-simulator';
import type { AppEnv } from './types';

/** The local hosted-checkout page. Filled in by the orders work (issue 5). */
export function mountPaymentSimulator(_app: Hono<AppEnv>, _simulator: LocalPaymentSimulator) {}

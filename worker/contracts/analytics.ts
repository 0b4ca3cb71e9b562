import { z } from 'zod';
import { ANALYTICS_EVENTS } from '../../db/schema/enums';

/** What web/lib/analytics.ts sends to POST PATHS.analytics (sendBeacon, JSON). */
const MAX_EVENTS_PER_BATCH = 20;
/** Whole request body; a full batch of real events is a few KB. */
export const MAX_ANALYTICS_BODY_BYTES = 32 * 1024;
const MAX_PROPS_JSON = 2_000;
const MAX_DEPTH = 4;

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;

function depth(v: unknown): number {
  if (v === null || typeof v !== 'object') return 0;
  const children = Array.isArray(v) ? v : Object.values(v);
  return 1 + children.reduce<number>((max, c) => Math.max(max, depth(c)), 0);
}

const props = z
  .record(z.string().min(1).max(40), z.unknown())
  .refine((p) => Object.keys(p).length <= 30, 'Propriedades demais.')
  .refine((p) => JSON.stringify(p).length <= MAX_PROPS_JSON, 'Propriedades grandes demais.')
  .refine((p) => depth(p) <= MAX_DEPTH, 'Propriedades aninhadas demais.');

/**
 * What a browser may report. `purchase` is not among them: the webhook records it
 * when the payment provider says an order is paid, so no page can fake a sale.
 */
const browserAnalyticsEvent = z.enum(ANALYTICS_EVENTS).exclude(['purchase']);

const analyticsEventInput = z.object({
  name: browserAnalyticsEvent,
  path: z.string().min(1).max(300).startsWith('/'),
  props: props.optional(),
  utm: z.partialRecord(z.enum(UTM_KEYS), z.string().max(100)).optional(),
});

export const analyticsBatchInput = z.object({
  visitorId: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
  events: z.array(analyticsEventInput).min(1).max(MAX_EVENTS_PER_BATCH),
});

export type AnalyticsBatchInput = z.infer<typeof analyticsBatchInput>;

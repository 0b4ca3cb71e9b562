/** Correctly signed, but not an event (`[]`, no `id`, no `data.object`): nothing to apply, and nothing to retry. */
export class MalformedEventError extends Error {
  override name = 'MalformedEventError';
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isId = (v: unknown) => typeof v === 'string' && v.length > 0 && v.length <= 255;

/**
 * What every Stripe event has and the reducers read without checking: a string `id`
 * and `type`, and `data.object` as an object (a checkout session with its own id).
 * A signature proves who sent a body, not that it is an event.
 */
export function assertEventShape(event: unknown): void {
  if (!isRecord(event) || !isId(event.id) || !isId(event.type) || !isRecord(event.data) || !isRecord(event.data.object)) {
    throw new MalformedEventError('not an event');
  }
  if (String(event.type).startsWith('checkout.session.') && !isId(event.data.object.id))
    throw new MalformedEventError('checkout session without id');
}

import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { paymentEvents, profiles, subscriptions, subscriptionTiers, trialUsages, users } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { InvoicePaymentEvent, SubscriptionPaymentEvent } from '../../adapters/payments/port';
import { trialKeysOf } from './internal/trial-keys';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'random' | 'keys' | 'payments' | 'defer' | 'logger'>;
type Row = typeof subscriptions.$inferSelect;
type Outcome = 'ignored' | 'stale';
type Plan =
  { outcome: Outcome; userId?: string } | { outcome: 'applied'; statements: BatchItem<'sqlite'>[]; userId: string; trialKeys: string[] };

const ignored: Plan = { outcome: 'ignored' };
const stale: Plan = { outcome: 'stale' };

/**
 * Applies a subscription or invoice event to the member's plan. Webhooks are the only
 * writer of a member's tier, `current_period_end` (subscription_end) and `trial_ends_at`.
 *
 * Exactly once: the event id is recorded in the same batch as its effect.
 * Never backwards: a row remembers the `created` of the newest event applied to it
 * (last_event_at); an older event is answered 'stale' and changes nothing, and the
 * SQL guard repeats the comparison so two deliveries racing each other agree.
 *
 * One plan per member: two checkouts completed side by side make two live subscriptions
 * at the provider. The first one recorded on the row is the member's; news of any other
 * live one cancels it at the provider after the commit, so it is never billed.
 */
export async function applySubscriptionEvent(
  deps: Deps,
  event: SubscriptionPaymentEvent | InvoicePaymentEvent,
): Promise<'applied' | 'stale' | 'ignored' | 'duplicate'> {
  const record = deps.db
    .insert(paymentEvents)
    .values({ id: event.id, type: event.type, orderId: null, receivedAt: deps.clock.now() })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  const seen = await deps.db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, event.id)).get();
  if (seen) return 'duplicate';

  const plan = event.kind === 'subscription' ? await planSubscription(deps, event) : await planInvoice(deps, event);
  let outcome: 'applied' | 'stale' | 'ignored';
  if (plan.outcome !== 'applied') {
    const [inserted] = await deps.db.batch([record]);
    if (!inserted.length) return 'duplicate';
    outcome = plan.outcome;
  } else {
    const results = await deps.db.batch([plan.statements[0]!, ...plan.statements.slice(1), record]);
    if ((results[results.length - 1] as unknown[]).length === 0) return 'duplicate';
    outcome = ((results[0] as { rowsAffected?: number }).rowsAffected ?? 0) > 0 ? 'applied' : 'stale';
  }
  if (event.kind === 'subscription' && plan.userId)
    await afterCommit(deps, event, plan.userId, plan.outcome === 'applied' ? plan.trialKeys : []);
  return outcome;
}

/**
 * Read after the commit, so two deliveries racing for the same member both see which
 * subscription won the row. Provider calls are deferred: the webhook answers at once, and
 * a provider that is down only costs a log line (the next event about it tries again).
 */
async function afterCommit(deps: Deps, e: SubscriptionPaymentEvent, userId: string, trialKeys: string[]) {
  if (e.status === 'canceled') return;
  const row = await deps.db
    .select({ subscriptionId: subscriptions.providerSubscriptionId, status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .get();
  if (!row) return;
  if (row.subscriptionId !== null && row.subscriptionId !== e.subscriptionId && row.status !== 'canceled') {
    const kept = row.subscriptionId;
    deps.defer(() => cancelDuplicate(deps, e, kept));
    return;
  }
  if (e.status !== 'trialing' || trialKeys.length === 0 || row.subscriptionId !== e.subscriptionId) return;
  // Each key names the subscription whose trial spent it first (insert-or-keep, committed): one
  // that names another subscription means this person's trial went elsewhere, whichever event of
  // which subscription came first. Rows from before the column (null) decide nothing.
  const spent = await deps.db
    .select({ subscriptionId: trialUsages.subscriptionId })
    .from(trialUsages)
    .where(inArray(trialUsages.keyHash, trialKeys));
  if (spent.some((k) => k.subscriptionId !== null && k.subscriptionId !== e.subscriptionId)) {
    deps.logger.warn('trial already spent by this person: ended at the provider', { eventId: e.id, subscriptionId: e.subscriptionId });
    deps.defer(() => deps.payments.endTrial(e.subscriptionId));
  }
}

/**
 * The row can lag the provider (a 'deleted' webhook lost): the duplicate is canceled only while
 * the provider still bills the kept one. Otherwise the provider's view of both is applied, and
 * the member keeps the subscription that actually runs. Logs carry provider ids only.
 */
async function cancelDuplicate(deps: Deps, e: SubscriptionPaymentEvent, kept: string) {
  const keptNow = await deps.payments.fetchSubscription(kept);
  if (keptNow && keptNow.status !== 'canceled') {
    await deps.payments.cancelSubscription(e.subscriptionId);
    deps.logger.warn('duplicate subscription canceled at the provider', {
      eventId: e.id,
      subscriptionId: e.subscriptionId,
      keptSubscriptionId: kept,
    });
    return;
  }
  deps.logger.warn('duplicate subscription kept: the recorded one no longer runs at the provider', {
    eventId: e.id,
    subscriptionId: e.subscriptionId,
    keptSubscriptionId: kept,
  });
  if (!keptNow) return;
  // A canceled snapshot ends the row (and stops there); only then does the running one take it, so this never loops.
  await applySubscriptionEvent(deps, keptNow);
  const row = await deps.db
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, kept))
    .get();
  if (row?.status !== 'canceled') return;
  const current = await deps.payments.fetchSubscription(e.subscriptionId);
  if (current && current.status !== 'canceled') await applySubscriptionEvent(deps, current);
}

/** Statements that hold only while this event id is new and no newer event touched the row. */
const guard = (eventId: string, createdMs: number): SQL =>
  sql`not exists (select 1 from payment_events where id = ${eventId}) and (${subscriptions.lastEventAt} is null or ${subscriptions.lastEventAt} <= ${createdMs})`;

/** The row is free for this subscription: none recorded yet, this one, or the recorded one has ended. */
const ownsRow = (subscriptionId: string): SQL =>
  sql`(${subscriptions.providerSubscriptionId} is null or ${subscriptions.providerSubscriptionId} = ${subscriptionId} or ${subscriptions.status} = 'canceled')`;

/** The profile's tier mirrors its subscription row: the tier while it runs, none once canceled. */
const mirrorProfile = (deps: Deps, userId: string) =>
  deps.db
    .update(profiles)
    .set({
      subscriptionTierId: sql`(select case when s.status = 'canceled' then null else s.tier_id end from subscriptions s where s.user_id = ${userId})`,
    })
    .where(eq(profiles.userId, userId));

const isOlder = (row: Row, createdMs: number) => row.lastEventAt !== null && createdMs < row.lastEventAt.getTime();

async function findRow(deps: Deps, e: SubscriptionPaymentEvent): Promise<Row | undefined> {
  const bySubscription = await deps.db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, e.subscriptionId)).get();
  if (bySubscription) return bySubscription;
  const clauses = [
    e.userId ? eq(subscriptions.userId, e.userId) : undefined,
    e.customerId ? eq(subscriptions.providerCustomerId, e.customerId) : undefined,
  ].filter(Boolean);
  return clauses.length
    ? deps.db
        .select()
        .from(subscriptions)
        .where(or(...clauses))
        .get()
    : undefined;
}

/** The plan a subscription is on: the provider price the portal switched to wins, then the checkout's metadata. */
async function resolveTier(deps: Deps, e: SubscriptionPaymentEvent, row: Row | undefined): Promise<string | null> {
  const tiers = await deps.db.select({ id: subscriptionTiers.id, priceId: subscriptionTiers.stripePriceId }).from(subscriptionTiers);
  const byPrice = e.priceId ? tiers.find((t) => t.priceId === e.priceId) : undefined;
  if (byPrice) return byPrice.id;
  if (e.tierId && tiers.some((t) => t.id === e.tierId)) return e.tierId;
  return row?.tierId ?? null;
}

async function planSubscription(deps: Deps, e: SubscriptionPaymentEvent): Promise<Plan> {
  const createdMs = e.created * 1000;
  const row = await findRow(deps, e);
  const userId = row?.userId ?? e.userId;
  if (!userId || !(await deps.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).get())) return ignored;
  const staleFor: Plan = { outcome: 'stale', userId };

  if (row) {
    const sameSubscription = row.providerSubscriptionId === null || row.providerSubscriptionId === e.subscriptionId;
    // The row's live subscription is never overwritten by news about another one (an older one, or a duplicate).
    if (!sameSubscription && row.status !== 'canceled') return staleFor;
    // A deleted subscription stays deleted (Stripe never revives one; a new one has a new id).
    if (sameSubscription && row.status === 'canceled' && row.providerSubscriptionId !== null) return staleFor;
    if (isOlder(row, createdMs)) return staleFor;
    // Same second: a period that ends earlier than the one stored is the older news. Except its end:
    // a cancellation shortens the period, and nothing comes after it (Stripe never revives one).
    const samePeriodSecond = row.lastEventAt?.getTime() === createdMs && sameSubscription && e.status !== 'canceled';
    if (samePeriodSecond && e.currentPeriodEnd && row.currentPeriodEnd && e.currentPeriodEnd < row.currentPeriodEnd) return staleFor;
  }

  const tierId = await resolveTier(deps, e, row);
  if (!tierId) return ignored;
  const keys = e.trialEnd ? await trialKeysOf(deps, { userId }) : [];
  const fields = {
    tierId,
    status: e.status,
    providerCustomerId: e.customerId ?? row?.providerCustomerId ?? null,
    providerSubscriptionId: e.subscriptionId,
    trialEndsAt: e.trialEnd,
    currentPeriodEnd: e.currentPeriodEnd,
    cancelAtPeriodEnd: e.status === 'canceled' ? false : e.cancelAtPeriodEnd,
    lastEventAt: new Date(createdMs),
  };
  const statements: BatchItem<'sqlite'>[] = [
    deps.db
      .insert(subscriptions)
      .values({ id: `sub_${deps.random.id()}`, userId, createdAt: deps.clock.now(), ...fields })
      // The plan's "another live subscription owns the row" rule, repeated in SQL for two deliveries racing.
      .onConflictDoUpdate({
        target: subscriptions.userId,
        set: fields,
        setWhere: sql`${guard(e.id, createdMs)} and ${ownsRow(e.subscriptionId)}`,
      }),
    mirrorProfile(deps, userId),
  ];
  // The trial is spent when the provider starts one, whatever happens to the subscription later.
  for (const key of keys) {
    statements.push(
      deps.db
        .insert(trialUsages)
        .values({ ...key, usedAt: deps.clock.now(), subscriptionId: e.subscriptionId })
        .onConflictDoNothing(),
    );
  }
  // Checked after the commit (afterCommit): a trial this person had already spent on another subscription is ended.
  return { outcome: 'applied', statements, userId, trialKeys: e.status === 'trialing' ? keys.map((k) => k.keyHash) : [] };
}

async function planInvoice(deps: Deps, e: InvoicePaymentEvent): Promise<Plan> {
  if (!e.subscriptionId) return ignored;
  const row = await deps.db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, e.subscriptionId)).get();
  if (!row) return ignored;
  const createdMs = e.created * 1000;
  if (row.status === 'canceled' || isOlder(row, createdMs)) return stale;
  // The invoice that opens a trial is paid with R$ 0: the member is still trialing.
  if (e.type === 'invoice.paid' && e.amountPaid <= 0) return ignored;

  const fields: Partial<Row> =
    e.type === 'invoice.paid'
      ? {
          status: 'active',
          currentPeriodEnd:
            e.periodEnd && (!row.currentPeriodEnd || e.periodEnd > row.currentPeriodEnd) ? e.periodEnd : row.currentPeriodEnd,
          lastEventAt: new Date(createdMs),
        }
      : { status: 'past_due', lastEventAt: new Date(createdMs) };
  return {
    outcome: 'applied',
    userId: row.userId,
    trialKeys: [],
    statements: [
      deps.db
        .update(subscriptions)
        .set(fields)
        .where(sql`${subscriptions.id} = ${row.id} and ${subscriptions.status} <> 'canceled' and ${guard(e.id, createdMs)}`),
      mirrorProfile(deps, row.userId),
    ],
  };
}

/*
 * Every URL the server answers besides the web's own pages, one constant each. Import the module
 * whole, `import * as PATHS from '…/contracts/paths'`, and read `PATHS.media`: worker/app.ts mounts
 * each group at its path, and the web, the dev proxy (vite.config.ts) and the entries use the same
 * constants, never a hand-written path. (Separate exports, not one object, so the bundler keeps only
 * the ones a page uses.) A path that ends in a parameter (`/api/media/<key>`) is listed by its prefix.
 */

/** tRPC, every procedure (`/trpc/poll.vote` …). */
export const trpc = '/trpc';
/** Liveness: the process answers. */
export const health = '/health';
/** Readiness: the database reads and takes a committed write. */
export const healthReady = '/health/ready';
/** First-party analytics beacon (POST). */
export const analytics = '/api/analytics';
/** The poll's public tally, served from the edge (GET). */
export const pollTally = '/api/poll/tally';
/** The public raffle's summary (counts, hash, draw, winning coupons), served from the edge (GET). */
export const raffle = '/api/raffle';
/** The frozen coupon list as published and hashed, a text file download (GET). */
export const raffleCoupons = '/api/raffle/cupons.txt';
/** 'Restam N unidades do primeiro lote' (GET). */
export const firstBatch = '/api/shop/first-batch';
/** What the web needs to know of the server's configuration: the human check's site key (GET). */
export const publicConfig = '/api/public-config';
/** The payment provider's signed events (POST). */
export const paymentWebhook = '/api/payments/webhook';
/** A member's profile photo: the body is the image (POST). */
export const avatar = '/api/members/avatar';
/** Stored media by key: `/api/media/<key>` (GET). */
export const media = '/api/media';
/** The bytes of an opened upload: `/api/uploads/<uploadId>` (PUT). */
export const uploads = '/api/uploads';
/** The embedded default's realtime hub (WebSocket); on Workers realtime is Ably. */
export const realtimeSocket = '/api/realtime/socket';
/** The local payment simulator's hosted checkout, `/<sessionId>` (never in production). */
export const paymentSimulator = '/api/payment-simulator';
/** The simulator's subscription checkout, `/<sessionId>`. */
export const subscriptionSimulator = '/api/payment-simulator/assinatura';
/** The simulator's customer portal, `/<portalId>`. */
export const portalSimulator = '/api/payment-simulator/portal';
/** The development outbox: the e-mails the site sent, newest first (never in production). */
export const devEmails = '/dev/emails';

/**
 * Reads whose input is personal or a bearer secret: the artist's voter search (a name, CPF digits or an
 * e-mail), a voter's id, an order's unguessable id or code, a postal code typed at checkout. URLs end up
 * in logs (Workers Logs record them), so these queries travel as POST with the input in the body: the
 * web's link sends them so (web/lib/trpc.ts) and the server refuses them as GET (http/read-method-guard.ts).
 * `poll.myVote` and `poll.couponStatus` are mutations for the same reason and need no entry here.
 */
export const POST_READS: ReadonlySet<string> = new Set([
  'artist.voters',
  'artist.voter',
  'orders.checkout',
  'orders.confirmation',
  'shop.lookupCep',
]);

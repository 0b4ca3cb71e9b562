import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../worker/contracts/app-router';

type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;

/**
 * One tRPC mutation as a plain POST, typed from AppRouter, for the landing,
 * which does not load the tRPC client (see with-queries.tsx). The input goes
 * in the body: what it carries (a voter token) must never be in a URL.
 */
export async function postProcedure<R extends keyof Inputs & string, P extends keyof Inputs[R] & keyof Outputs[R] & string>(
  router: R,
  procedure: P,
  input: Inputs[R][P],
): Promise<Outputs[R][P]> {
  const res = await fetch(`/trpc/${router}.${procedure}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(input),
  });
  if (!res.ok) throw new Error(`${router}.${procedure} ${res.status}`);
  const body = (await res.json()) as { result: { data: Outputs[R][P] } };
  return body.result.data;
}

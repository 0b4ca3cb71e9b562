import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppRouter } from '../../worker/contracts/app-router';
import { APP_ERRORS, type AppErrorCode } from '../../worker/contracts/errors';
import type { ErrorMeta } from '../../web/lib/error-pipe';
import type { ErrorMessage } from '../../web/lib/error-sink';
import { createQueryClient } from '../../web/lib/trpc';

/**
 * The web's one error pipe: the query client's caches turn a failed call into the person's
 * message from the call's `meta`. The calls go through the real tRPC client to an HTTP server
 * that answers as ours does (an AppError in the table's shape) or as a broken network does.
 */
const appError = (code: AppErrorCode) => (res: ServerResponse) => {
  const [trpcCode, message] = APP_ERRORS[code];
  const httpStatus = { CONFLICT: 409, TOO_MANY_REQUESTS: 429, UNAUTHORIZED: 401 }[trpcCode as string] ?? 400;
  res
    .writeHead(httpStatus, { 'content-type': 'application/json' })
    .end(JSON.stringify([{ error: { message, code: -32000, data: { code: trpcCode, httpStatus, appCode: code, fieldErrors: null } } }]));
};
const ANSWERS: Record<string, (res: ServerResponse) => void> = {
  'post-limit': appError('POST_DAILY_LIMIT'),
  'payment-failed': appError('PAYMENT_FAILED'),
  'vote-cast': appError('VOTE_ALREADY_CAST'),
  'signed-out': appError('UNAUTHORIZED'),
  reset: (res) => res.socket?.destroy(),
  ok: (res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify([{ result: { data: { ok: true } } }])),
};

let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((req, res) => ANSWERS[req.url!.split('/')[1]!]!(res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const client = (answer: string) => createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: `${base}/${answer}` })] });

function setup() {
  const shown: ErrorMessage[] = [];
  let sessionsEnded = 0;
  const queryClient = createQueryClient({ onErrorMessage: (m) => shown.push(m), onSessionEnded: () => sessionsEnded++ });
  /** A vote sent the way a component's `useMutation` sends it; resolves with its error, if any. */
  const mutate = async (answer: string, meta?: ErrorMeta, onError?: (e: unknown) => void) => {
    const observer = new MutationObserver(queryClient, {
      mutationFn: () => client(answer).poll.vote.mutate({} as never),
      meta,
      onError,
    });
    return observer.mutate().then(
      () => null,
      (e: unknown) => e,
    );
  };
  return { shown, queryClient, mutate, sessionsEnded: () => sessionsEnded };
}

describe('a failed mutation reaches the person through its meta', () => {
  it('shows the meta’s text when our server did not answer', async () => {
    const { shown, mutate } = setup();
    await mutate('reset', { errorToast: 'Erro ao publicar' });
    expect(shown).toEqual([{ title: 'Erro ao publicar' }]);
  });

  it('shows the server’s Portuguese text for an AppError', async () => {
    const { shown, mutate } = setup();
    await mutate('post-limit', { errorToast: 'Erro ao publicar' });
    expect(shown).toEqual([{ title: APP_ERRORS.POST_DAILY_LIMIT[1] }]);
  });

  it('with a description: the product’s title, then the server’s text or the screen’s own line', async () => {
    const { shown, mutate } = setup();
    const meta = { errorToast: 'Erro ao comentar', errorDescription: 'Tente novamente em alguns minutos.' };
    await mutate('post-limit', meta);
    await mutate('reset', meta);
    expect(shown).toEqual([
      { title: 'Erro ao comentar', description: APP_ERRORS.POST_DAILY_LIMIT[1] },
      { title: 'Erro ao comentar', description: 'Tente novamente em alguns minutos.' },
    ]);
  });

  it('a surprise the server mapped to the screen’s own text is not said twice: the line gives way', async () => {
    const { shown, mutate } = setup();
    await mutate('payment-failed', { errorToast: APP_ERRORS.PAYMENT_FAILED[1], errorDescription: 'Tente novamente em alguns minutos' });
    expect(shown).toEqual([{ title: 'Erro ao processar pagamento', description: 'Tente novamente em alguns minutos' }]);
  });

  it('a failure the form also says beside its button is marked, for the toaster to leave out on a phone', async () => {
    const { shown, mutate } = setup();
    await mutate('reset', { errorToast: 'Erro no login', errorDescription: 'Não foi possível entrar agora.', errorInline: true });
    expect(shown).toEqual([{ title: 'Erro no login', description: 'Não foi possível entrar agora.', inline: true }]);
  });

  it('a call without meta shows nothing: its screen says it', async () => {
    const { shown, mutate } = setup();
    expect(await mutate('post-limit')).toBeTruthy();
    expect(await mutate('reset', {})).toBeTruthy();
    expect(shown).toEqual([]);
  });

  it('a code the call handles by hand is not shown twice; its other failures still are', async () => {
    const { shown, mutate } = setup();
    const byHand: string[] = [];
    const meta: ErrorMeta = { errorToast: 'Erro ao votar. Tente novamente.', errorHandled: ['VOTE_ALREADY_CAST'] };
    await mutate('vote-cast', meta, () => byHand.push('opens the offer'));
    expect(byHand).toEqual(['opens the offer']);
    expect(shown).toEqual([]);
    await mutate('reset', meta);
    expect(shown).toEqual([{ title: 'Erro ao votar. Tente novamente.' }]);
  });

  it('“Login necessário” still ends the session, and says so', async () => {
    const { shown, mutate, sessionsEnded } = setup();
    await mutate('signed-out', { errorToast: 'Erro ao publicar' });
    expect(sessionsEnded()).toBe(1);
    expect(shown).toEqual([{ title: APP_ERRORS.UNAUTHORIZED[1] }]);
  });
});

describe('a failed query', () => {
  it('says so once: a background refetch failing again is not shown twice', async () => {
    const { shown, queryClient } = setup();
    let answer = 'reset';
    const observer = new QueryObserver(queryClient, {
      queryKey: ['feed'],
      queryFn: () => client(answer).poll.current.query(),
      retry: false,
      meta: { errorToast: 'Erro ao carregar feed' },
    });
    const stop = observer.subscribe(() => {});
    const settle = () => observer.refetch().then(() => undefined);
    await settle();
    await settle();
    expect(shown).toEqual([{ title: 'Erro ao carregar feed', id: expect.stringMatching(/^query:/) }]);
    answer = 'ok';
    await settle();
    answer = 'reset';
    await settle();
    // Worked in between: the new failure is news, and replaces the old toast (same id) rather than stacking.
    expect(shown).toHaveLength(2);
    expect(shown[1]!.id).toBe(shown[0]!.id);
    stop();
  });

  it('a fetch nobody watches (a CEP typed again) says each failure', async () => {
    const { shown, queryClient } = setup();
    const lookup = () =>
      queryClient
        .fetchQuery({
          queryKey: ['cep'],
          queryFn: () => client('reset').poll.current.query(),
          retry: false,
          meta: { errorToast: 'Erro ao buscar CEP' },
        })
        .catch(() => null);
    await lookup();
    await lookup();
    expect(shown.map((m) => m.title)).toEqual(['Erro ao buscar CEP', 'Erro ao buscar CEP']);
  });

  it('a query whose screen shows its own error shows no toast', async () => {
    const { shown, queryClient } = setup();
    await queryClient
      .fetchQuery({ queryKey: ['inline'], queryFn: () => client('reset').poll.current.query(), retry: false })
      .catch(() => null);
    expect(shown).toEqual([]);
  });
});

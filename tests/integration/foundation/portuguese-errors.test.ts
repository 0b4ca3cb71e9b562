import { describe, expect, it } from 'vitest';
import { voterForm } from '../../factories/voters';
import { BUYER, PRODUCT } from '../../factories/orders';
import { testApp } from '../../setup/test-app';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
const app = testApp(t, { clientIp: () => '203.0.113.61' });

const ENGLISH = /invalid input|expected|received|too (big|small)|no procedure|unsupported|not found|must be/i;

async function call(path: string, init: { method?: string; body?: unknown; query?: string } = {}) {
  const res = await app.request(`http://localhost:3000/trpc/${path}${init.query ?? ''}`, {
    method: init.method ?? 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await res.json()) as {
    error: { message: string; data: { appCode: string | null; fieldErrors: Record<string, string> | null } };
  };
  return { status: res.status, error: body.error };
}

describe('the server answers people in Portuguese, whatever the input', () => {
  it('a vote with a missing field and a number for a name', async () => {
    const { cpf: _omit, ...noCpf } = voterForm();
    const res = await call('poll.vote', { body: { ...noCpf, name: 12345, optionId: 'opt_design1' } });
    expect(res.status).toBe(400);
    expect(res.error.message).toBe('Campo inválido: Nome');
    expect(res.error.data.fieldErrors).toEqual({ name: 'Campo inválido: Nome', cpf: 'Campo obrigatório: CPF' });
  });

  it('an order whose voter token is too long and whose quantity is text', async () => {
    const res = await call('orders.create', {
      body: { items: [{ productId: PRODUCT.design1, size: 'M', quantity: '2' }], customer: BUYER, voterToken: 'x'.repeat(300) },
    });
    expect(res.status).toBe(400);
    expect(res.error.data.fieldErrors).toEqual({ 'items.0.quantity': 'Quantidade inválida', voterToken: 'Voto: no máximo 200 caracteres' });
    for (const m of Object.values(res.error.data.fieldErrors ?? {})) expect(m).not.toMatch(ENGLISH);
  });

  it('an empty body, an unknown procedure and a GET to a mutation', async () => {
    const empty = await call('poll.vote', {});
    expect(empty.status).toBe(400);
    expect(empty.error.message).not.toMatch(ENGLISH);

    const unknown = await call('nao.existe', { method: 'GET' });
    expect(unknown.status).toBe(404);
    expect(unknown.error.message).toBe('Não encontrado');

    const wrongMethod = await call('poll.vote', { method: 'GET', query: `?input=${encodeURIComponent(JSON.stringify(voterForm()))}` });
    // A GET may name queries only (http/read-method-guard.ts): refused before any input is read.
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.error.message).toBe('Requisição inválida. Atualize a página e tente novamente.');
  });

  it('the forms’ own Portuguese messages are unchanged', async () => {
    const res = await call('poll.vote', { body: { ...voterForm(), name: 'Jo', optionId: 'opt_design1' } });
    expect(res.error.message).toBe('Nome deve ter pelo menos 3 caracteres');
  });
});

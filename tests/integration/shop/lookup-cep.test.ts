import { describe, expect, it } from 'vitest';
import { PostalLookupError } from '../../../worker/adapters/postal-code/viacep';
import { nextIp } from '../../factories/orders';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();

describe('shop.lookupCep', () => {
  it('fills the address of a known CEP', async () => {
    await expect(t.caller({ ip: nextIp() }).shop.lookupCep({ cep: '01310100' })).resolves.toEqual({
      cep: '01310100',
      logradouro: 'Avenida Paulista',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      estado: 'SP',
    });
  });

  it("maps not found and failures to the table's texts; bad input is a 400", async () => {
    await expect(t.caller({ ip: nextIp() }).shop.lookupCep({ cep: '99999999' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'CEP não encontrado',
    });
    await expect(t.caller({ ip: nextIp() }).shop.lookupCep({ cep: '0100' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const original = t.deps.postal;
    try {
      // A slow service (the adapter's timeout) and a broken one (a network error) read the same.
      for (const failure of [new PostalLookupError('TimeoutError'), new TypeError('fetch failed')]) {
        t.deps.postal = { lookup: () => Promise.reject(failure) };
        await expect(t.caller({ ip: nextIp() }).shop.lookupCep({ cep: '01001000' })).rejects.toMatchObject({
          code: 'BAD_GATEWAY',
          message: 'Erro ao buscar CEP',
        });
      }
    } finally {
      t.deps.postal = original;
    }
  });

  it('is rate limited per address', async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i++) await t.caller({ ip }).shop.lookupCep({ cep: '01001000' });
    await expect(t.caller({ ip }).shop.lookupCep({ cep: '01001000' })).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });
});

import { describe, expect, it } from 'vitest';
import { offlinePostalLookup } from '../../worker/adapters/postal-code/offline-table';
import type { PostalCodeLookup } from '../../worker/adapters/postal-code/port';
import { PostalLookupError } from '../../worker/adapters/postal-code/viacep';
import { lookupCepInput } from '../../worker/contracts/shop';
import { lookupCep } from '../../worker/services/shop/lookup-cep';

const deps = (postal: PostalCodeLookup) => ({ postal });

describe('CEP handling', () => {
  it('only 8 digits reach the lookup', () => {
    expect(lookupCepInput.safeParse({ cep: '01001000' }).success).toBe(true);
    for (const cep of ['0100100', '010010000', '01001-000', 'abcdefgh', '']) {
      expect(lookupCepInput.safeParse({ cep }).error?.issues[0]?.message).toBe('CEP inválido');
    }
  });

  it('a known CEP fills street, district, city and UF', async () => {
    await expect(lookupCep(deps(offlinePostalLookup()), { cep: '01001000' })).resolves.toEqual({
      cep: '01001000',
      logradouro: 'Praça da Sé',
      bairro: 'Sé',
      cidade: 'São Paulo',
      estado: 'SP',
    });
  });

  it("an unknown CEP is 'CEP não encontrado'", async () => {
    await expect(lookupCep(deps(offlinePostalLookup()), { cep: '99999999' })).rejects.toMatchObject({
      code: 'CEP_NOT_FOUND',
      message: 'CEP não encontrado',
    });
  });

  it('a failing or slow service is not caught here: shop.lookupCep answers it as CEP_LOOKUP_FAILED (its failsAs)', async () => {
    const failing: PostalCodeLookup = { lookup: async () => Promise.reject(new PostalLookupError('TimeoutError')) };
    await expect(lookupCep(deps(failing), { cep: '01001000' })).rejects.toBeInstanceOf(PostalLookupError);
  });
});

import type { PostalAddress, PostalCodeLookup } from './port';

/** Answers recorded from ViaCEP, for tests and machines without internet. */
const RECORDED_ADDRESSES: PostalAddress[] = [
  { cep: '01001000', logradouro: 'Praça da Sé', bairro: 'Sé', cidade: 'São Paulo', estado: 'SP' },
  { cep: '01310100', logradouro: 'Avenida Paulista', bairro: 'Bela Vista', cidade: 'São Paulo', estado: 'SP' },
  { cep: '20040020', logradouro: 'Avenida Rio Branco', bairro: 'Centro', cidade: 'Rio de Janeiro', estado: 'RJ' },
  { cep: '22041001', logradouro: 'Avenida Nossa Senhora de Copacabana', bairro: 'Copacabana', cidade: 'Rio de Janeiro', estado: 'RJ' },
  { cep: '30130010', logradouro: 'Praça Sete de Setembro', bairro: 'Centro', cidade: 'Belo Horizonte', estado: 'MG' },
  { cep: '40020000', logradouro: 'Praça Municipal', bairro: 'Centro', cidade: 'Salvador', estado: 'BA' },
  { cep: '70040010', logradouro: 'Esplanada dos Ministérios', bairro: 'Zona Cívico-Administrativa', cidade: 'Brasília', estado: 'DF' },
  { cep: '80010000', logradouro: 'Praça Tiradentes', bairro: 'Centro', cidade: 'Curitiba', estado: 'PR' },
];

export function offlinePostalLookup(table: PostalAddress[] = RECORDED_ADDRESSES): PostalCodeLookup {
  const byCep = new Map(table.map((a) => [a.cep, a]));
  return {
    async lookup(cep) {
      const address = byCep.get(cep);
      return address ? { status: 'found', address } : { status: 'not_found' };
    },
  };
}

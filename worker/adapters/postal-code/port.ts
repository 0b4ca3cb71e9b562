export interface PostalAddress {
  cep: string;
  logradouro: string;
  bairro: string;
  cidade: string;
  estado: string;
}

export type PostalLookupResult = { status: 'found'; address: PostalAddress } | { status: 'not_found' };

/** CEP look-up: ViaCEP over fetch (with timeout and cache) or a recorded offline table. Throws on failure. */
export interface PostalCodeLookup {
  lookup(cep: string): Promise<PostalLookupResult>;
}

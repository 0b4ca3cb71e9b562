// In web/lib, not the feed feature: the profile route's validateSearch is part of the route tree every page loads.

/** /membro/{username}?lista=seguidores|seguindo opens that list under the profile. */
export interface ProfileSearch {
  lista?: 'seguidores' | 'seguindo';
}

export const validateProfileSearch = (search: Record<string, unknown>): ProfileSearch =>
  search.lista === 'seguidores' || search.lista === 'seguindo' ? { lista: search.lista } : {};

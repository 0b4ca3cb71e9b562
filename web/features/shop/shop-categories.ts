/**
 * The shop's category filters. Kept apart from the catalogue: the route's search
 * validation reads it, and that part of a route is in the main bundle (the landing's too).
 */
export const SHOP_CATEGORIES = ['Todos', 'Roupas', 'Acessórios', 'Música', 'Decoração', 'Casa'] as const;
export type ShopCategory = (typeof SHOP_CATEGORIES)[number];
export type ProductCategory = Exclude<ShopCategory, 'Todos'>;

/** URL-safe slug for each category (`/loja?categoria=acessorios`). */
const CATEGORY_SLUGS: Record<ProductCategory, string> = {
  Roupas: 'roupas',
  Acessórios: 'acessorios',
  Música: 'musica',
  Decoração: 'decoracao',
  Casa: 'casa',
};

/** The slug in the URL → category; anything unknown means Todos. */
export function categoryFromSlug(slug: string | undefined): ShopCategory {
  const hit = (Object.entries(CATEGORY_SLUGS) as Array<[ProductCategory, string]>).find(([, s]) => s === slug);
  return hit ? hit[0] : 'Todos';
}

export const categorySlug = (c: ShopCategory) => (c === 'Todos' ? undefined : CATEGORY_SLUGS[c]);

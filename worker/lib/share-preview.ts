import { stripInvisible } from '../contracts/plain-text';

/**
 * What a shared link's HTML says about the thing it points to (its Open Graph and Twitter tags),
 * for the crawlers of WhatsApp, Instagram, Telegram and X, which run no JavaScript. One function
 * makes the tags (`sharePreviewEdits`); each runtime applies them to the SPA shell: a string
 * replace of the `<!-- seo:start … seo:end -->` block on Node (`injectSharePreview`), HTMLRewriter on
 * Workers (worker/cloudflare/share-pages.ts). Everything members wrote is stripped of invisible and
 * direction-changing characters and escaped as an attribute value: nothing typed becomes markup.
 */
export interface SharePreview {
  title: string;
  description: string;
  /** The page's own path (`/post/…`), made absolute with the site's origin. */
  path: string;
  type: 'article' | 'profile' | 'website';
  image: { path: string; alt: string; width?: number; height?: number; type?: string };
}

export interface SharePreviewEdits {
  /** The head's tags (title, description, canonical, og:*, twitter:*), escaped. */
  head: string;
}

/** The block web/index.html marks for these tags (the build keeps the markers in spa.html). */
const SEO_BLOCK = /<!-- seo:start[\s\S]*?<!-- seo:end -->/;
/** What HTMLRewriter removes before appending the page's own tags (the same tags the block holds). */
export const SEO_SELECTORS = [
  'title',
  'meta[name="description"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'link[rel="canonical"]',
];

const attr = (s: string) =>
  stripInvisible(s)
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll("'", '&#x27;');

/** Collapsed white space, at most `max` characters, cut at a word with '…'. */
export function openingWords(text: string, max = 160): string {
  const flat = stripInvisible(text).replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

export function sharePreviewEdits(p: SharePreview, origin: string): SharePreviewEdits {
  const url = `${origin}${p.path}`;
  const image = p.image.path.startsWith('http') ? p.image.path : `${origin}${p.image.path}`;
  const tags = [
    `<title>${attr(p.title)}</title>`,
    `<meta name="description" content="${attr(p.description)}" />`,
    `<link rel="canonical" href="${attr(url)}" />`,
    `<meta property="og:type" content="${p.type}" />`,
    `<meta property="og:locale" content="pt_BR" />`,
    `<meta property="og:site_name" content="MC Mito" />`,
    `<meta property="og:url" content="${attr(url)}" />`,
    `<meta property="og:title" content="${attr(p.title)}" />`,
    `<meta property="og:description" content="${attr(p.description)}" />`,
    `<meta property="og:image" content="${attr(image)}" />`,
    ...(p.image.type ? [`<meta property="og:image:type" content="${p.image.type}" />`] : []),
    ...(p.image.width && p.image.height
      ? [`<meta property="og:image:width" content="${p.image.width}" />`, `<meta property="og:image:height" content="${p.image.height}" />`]
      : []),
    `<meta property="og:image:alt" content="${attr(p.image.alt)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${attr(p.title)}" />`,
    `<meta name="twitter:description" content="${attr(p.description)}" />`,
    `<meta name="twitter:image" content="${attr(image)}" />`,
    `<meta name="twitter:image:alt" content="${attr(p.image.alt)}" />`,
  ];
  return { head: tags.join('\n    ') };
}

/** Node: the shell's marked block replaced by the page's tags (the markers stay, so a page is always the same shape). */
export function injectSharePreview(html: string, edits: SharePreviewEdits): string {
  return html.replace(SEO_BLOCK, () => `<!-- seo:start -->\n    ${edits.head}\n    <!-- seo:end -->`);
}

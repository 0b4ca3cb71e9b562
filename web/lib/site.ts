/** Site-wide names and outside links, kept in one place so they are easy to change. */
export const SITE_NAME = 'MC Mito';
export const SITE_TAGLINE = 'Funk direto da quebrada — site oficial';

/** Partner agency behind the site (footer 'Uma Parceria'). */
export const PARTNER_AGENCY_URL = 'https://www.umaparceria.com.br/';

/** Where the single streams; a search link keeps working whatever the track id becomes. */
export const STREAMING_URL = 'https://open.spotify.com/search/MC%20Mito%20Chora%20Piranha';

/** Title for a page: "Loja — MC Mito". */
export const pageTitle = (name?: string) => (name ? `${name} — ${SITE_NAME}` : `${SITE_NAME} — Site oficial`);

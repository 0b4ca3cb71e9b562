/** Site-wide names and outside links, kept in one place so they are easy to change. */
export const SITE_NAME = 'MC Mito';
export const SITE_TAGLINE = 'Funk direto da quebrada — site oficial';

/** Partner agency behind the site (footer 'Uma Parceria'). */
export const PARTNER_AGENCY_URL = 'https://www.umaparceria.com.br/';

/** Where the single streams; a search link keeps working whatever the track id becomes. */
export const STREAMING_URL = 'https://open.spotify.com/search/MC%20Mito%20Chora%20Piranha';

/** Title for a page: "Loja — MC Mito". */
export const pageTitle = (name?: string) => (name ? `${name} — ${SITE_NAME}` : `${SITE_NAME} — Site oficial`);

/**
 * The team's WhatsApp, digits with country code (5511999999999), from the build-time variable
 * VITE_WHATSAPP_NUMBER (see .dev.vars.example). A public number, so it may live in the bundle.
 * Without it the links still open WhatsApp with the message, and the person picks the contact.
 */
export const WHATSAPP_NUMBER = (import.meta.env.VITE_WHATSAPP_NUMBER ?? '').replace(/\D/g, '');

/** wa.me link with a prefilled message. */
export const whatsappLink = (message: string) => `https://wa.me/${WHATSAPP_NUMBER}?text=${encodeURIComponent(message)}`;

/**
 * The team's WhatsApp, digits with country code (5511999999999), from the build-time variable
 * VITE_WHATSAPP_NUMBER (see .dev.vars.example). A public number, so it may live in the bundle.
 * Without it the links still open WhatsApp with the message, and the person picks the contact.
 */
const WHATSAPP_NUMBER = (import.meta.env.VITE_WHATSAPP_NUMBER ?? '').replace(/\D/g, '');

/** wa.me link with a prefilled message. */
export const whatsappLink = (message: string) => `https://wa.me/${WHATSAPP_NUMBER}?text=${encodeURIComponent(message)}`;

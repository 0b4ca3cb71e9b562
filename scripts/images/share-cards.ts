import type { ShirtLook } from './scenes';
import { shirt, svgDoc } from './shirt';

/*
 * The 1200×630 pictures of shared links (worker/services/share/share-previews.ts): WhatsApp,
 * Instagram and X show them beside the link. Each says what the link is, in the site's colours.
 */

const FONT = 'font-family="DejaVu Sans" font-weight="bold" font-stretch="condensed"';
const esc = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

function frame(glow: string, body: string): string {
  return svgDoc(
    1200,
    630,
    `<defs><radialGradient id="g" cx="0.78" cy="0.5" r="0.6"><stop offset="0" stop-color="${glow}" stop-opacity="0.6"/><stop offset="1" stop-color="#0a0a0a" stop-opacity="0"/></radialGradient></defs>
    <rect width="1200" height="630" fill="#0a0a0a"/><rect width="1200" height="630" fill="url(#g)"/>${body}`,
  );
}

/** One design of the poll: its shirt and its name, with the call to vote. */
export function designShareCard(name: string, look: ShirtLook, glow: string): string {
  return frame(
    glow,
    `<g ${FONT}>
      <text x="70" y="140" font-size="40" fill="#ec4899" letter-spacing="6">VOTAÇÃO OFICIAL · MC MITO</text>
      <text x="66" y="280" font-size="${Math.min(120, Math.floor(620 / (name.length * 0.62)))}" fill="#facc15">${esc(name.toUpperCase())}</text>
      <text x="70" y="380" font-size="48" fill="#fafafa">Vote na camiseta oficial</text>
      <text x="70" y="440" font-size="34" fill="#d4d4d8">ganhe seu cupom e concorra a 10 camisetas</text>
      <rect x="70" y="490" width="300" height="64" rx="12" fill="#facc15"/>
      <text x="220" y="534" text-anchor="middle" font-size="32" fill="#0a0a0a">VOTE AGORA</text>
    </g>
    <g transform="translate(720,50) scale(0.62)">${shirt({ ...look, id: 'o' })}</g>`,
  );
}

const ICONS = {
  // A play button (a live), a speech bubble (a post), a person (a profile), a padlock (an exclusive post).
  live: '<circle cx="130" cy="140" r="120"/><path d="M95,85 L195,140 L95,195 Z" fill="#facc15" stroke="none"/>',
  post: '<path d="M20,40 H240 V200 H110 L50,250 V200 H20 Z"/>',
  profile: '<circle cx="130" cy="90" r="60"/><path d="M20,270 C20,180 240,180 240,270"/>',
  exclusive: '<rect x="30" y="120" width="200" height="150" rx="20"/><path d="M70,120 V80 A60,60 0 0 1 190,80 V120"/>',
};

/** A link without a picture of its own (a post without an image, a profile, a live, an exclusive post). */
export function textShareCard(kicker: string, headline: string, line: string, glow: string, icon: keyof typeof ICONS): string {
  return frame(
    glow,
    `<g ${FONT}>
      <text x="70" y="150" font-size="44" fill="#ec4899" letter-spacing="6">${esc(kicker)}</text>
      <text x="62" y="300" font-size="130" fill="#facc15">${esc(headline)}</text>
      <text x="70" y="390" font-size="50" fill="#fafafa">${esc(line)}</text>
      <text x="70" y="560" font-size="34" fill="#a3a3a3">MC MITO · SITE OFICIAL</text>
    </g>
    <g transform="translate(900,170)" fill="none" stroke="#facc15" stroke-width="18" stroke-linejoin="round" opacity="0.9">${ICONS[icon]}</g>`,
  );
}

/** Shop pictures that are not T-shirts (cap, key ring, album, poster, mug) and the gallery scenes. */
import { printChora } from './prints';
import { shirt, svgDoc } from './shirt';

const FONT = 'font-family="DejaVu Sans" font-weight="bold" font-stretch="condensed"';

function studio(backdrop: [string, string], body: string): string {
  return svgDoc(
    800,
    800,
    `<defs>
      <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${backdrop[0]}"/><stop offset="1" stop-color="${backdrop[1]}"/></linearGradient>
      <radialGradient id="sh" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="800" height="800" fill="url(#bg)"/>
    <rect y="650" width="800" height="150" fill="#000" fill-opacity="0.08"/>
    <ellipse cx="400" cy="700" rx="280" ry="32" fill="url(#sh)"/>
    ${body}`,
  );
}

export function hoodie(): string {
  const print = `<text x="400" y="390" text-anchor="middle" ${FONT} font-size="64" fill="#facc15">BONDE</text>
    <text x="400" y="450" text-anchor="middle" ${FONT} font-size="40" fill="#ec4899">DO MITO</text>`;
  return studio(
    ['#e4e4e7', '#a1a1aa'],
    `<g transform="translate(72,40) scale(0.82)">${shirt({ colour: '#1c1917', rib: '#facc15', print, id: 'h' })}</g>
    <path d="M320,70 Q400,10 480,70 L470,130 Q400,170 330,130 Z" fill="#1c1917" stroke="#facc15" stroke-width="4"/>`,
  );
}

export function cap(): string {
  return studio(
    ['#fde68a', '#f59e0b'],
    `<path d="M190,520 Q200,250 400,230 Q600,250 610,520 Z" fill="#0a0a0a"/>
    <path d="M150,520 Q400,470 700,560 Q640,610 400,585 Q220,575 150,520 Z" fill="#18181b" stroke="#facc15" stroke-width="6"/>
    <circle cx="400" cy="236" r="16" fill="#facc15"/>
    <path d="M330,420 V330 H355 L400,380 L445,330 H470 V420 H445 V372 L400,418 L355,372 V420 Z" fill="#facc15"/>
    <circle cx="478" cy="322" r="12" fill="#ec4899"/>`,
  );
}

export function keyring(): string {
  return studio(
    ['#e9d5ff', '#a855f7'],
    `<circle cx="400" cy="190" r="70" fill="none" stroke="#a1a1aa" stroke-width="14"/>
    <rect x="385" y="250" width="30" height="70" rx="10" fill="#71717a"/>
    <rect x="250" y="310" width="300" height="300" rx="70" fill="#0a0a0a" stroke="#facc15" stroke-width="10"/>
    <path d="M300,540 V380 H345 L400,455 L455,380 H500 V540 H455 V450 L400,520 L345,450 V540 Z" fill="#facc15"/>
    <circle cx="505" cy="365" r="18" fill="#ec4899"/>`,
  );
}

export function album(): string {
  return studio(
    ['#fbcfe8', '#db2777'],
    `<circle cx="500" cy="400" r="230" fill="#0a0a0a"/>
    ${Array.from({ length: 8 }, (_, i) => `<circle cx="500" cy="400" r="${90 + i * 17}" fill="none" stroke="#27272a" stroke-width="3"/>`).join('')}
    <circle cx="500" cy="400" r="60" fill="#facc15"/><circle cx="500" cy="400" r="10" fill="#0a0a0a"/>
    <rect x="130" y="170" width="460" height="460" fill="#1f0a17" stroke="#0a0a0a" stroke-width="4"/>
    <g transform="translate(360,370) scale(0.7) translate(-400,-400)">${printChora('#0a0a0a', '#facc15')}</g>
    <text x="360" y="600" text-anchor="middle" ${FONT} font-size="36" fill="#fafafa" letter-spacing="8">MC MITO</text>
    <rect x="430" y="190" width="140" height="44" rx="8" fill="#facc15"/>
    <text x="500" y="222" text-anchor="middle" ${FONT} font-size="24" fill="#0a0a0a">Nº 001/500</text>`,
  );
}

export function poster(): string {
  return studio(
    ['#d9f99d', '#65a30d'],
    `<rect x="200" y="90" width="400" height="560" fill="#0a0a0a" stroke="#fafafa" stroke-width="10"/>
    <polygon points="300,100 340,100 560,640 240,640" fill="#facc15" opacity="0.3"/>
    <circle cx="400" cy="330" r="120" fill="#ec4899" opacity="0.55"/>
    <circle cx="400" cy="300" r="55" fill="#060606" stroke="#ec4899" stroke-width="4"/>
    <path d="M320,420 Q400,370 480,420 L500,560 L300,560 Z" fill="#060606" stroke="#ec4899" stroke-width="4"/>
    <text x="400" y="610" text-anchor="middle" ${FONT} font-size="48" fill="#facc15">MC MITO</text>
    <path d="M420,520 q20,-30 40,0 q20,30 40,-10" fill="none" stroke="#fafafa" stroke-width="5" stroke-linecap="round"/>`,
  );
}

export function mug(): string {
  return studio(
    ['#bae6fd', '#0284c7'],
    `<path d="M560,320 Q680,320 680,430 Q680,540 560,540" fill="none" stroke="#fafafa" stroke-width="40"/>
    <rect x="200" y="240" width="380" height="400" rx="30" fill="#fafafa"/>
    <ellipse cx="390" cy="240" rx="190" ry="30" fill="#e4e4e7"/><ellipse cx="390" cy="240" rx="160" ry="20" fill="#451a03"/>
    <g transform="translate(390,440) scale(0.55) translate(-400,-400)">${printChora()}</g>`,
  );
}

export interface Scene {
  sky: [string, string];
  light: string;
  caption: string;
  kind: 'stage' | 'studio' | 'street' | 'crowd' | 'clip' | 'award';
}

/** A 4:3 picture for the gallery: a silhouette scene lit in the site's colours. */
export function galleryScene({ sky, light, caption, kind }: Scene): string {
  const floor = `<rect y="880" width="1600" height="320" fill="#000" fill-opacity="0.55"/>`;
  const person = (x: number, s: number, c = '#060606') =>
    `<g transform="translate(${x},${880 - 300 * s}) scale(${s})"><circle cx="0" cy="-40" r="55" fill="${c}"/><path d="M-90,300 Q-90,40 0,30 Q90,40 90,300 Z" fill="${c}"/></g>`;
  const bodies: Record<Scene['kind'], string> = {
    stage: `<polygon points="700,0 760,0 1100,880 360,880" fill="${light}" opacity="0.35"/>
      <g transform="translate(0,-260)">${person(800, 1.4, '#111')}</g>
      ${Array.from({ length: 16 }, (_, i) => person(i * 110 - 20, 0.6 + (i % 3) * 0.1, '#000')).join('')}`,
    studio: `<rect x="150" y="300" width="1300" height="420" rx="30" fill="#111" stroke="${light}" stroke-width="6"/>
      ${Array.from({ length: 24 }, (_, i) => `<rect x="${220 + i * 50}" y="${480 - (i % 5) * 30}" width="24" height="${60 + (i % 5) * 30}" rx="6" fill="${i % 2 ? light : '#fafafa'}"/>`).join('')}
      ${person(1200, 1.2)}<rect x="1100" y="520" width="30" height="200" fill="#52525b"/>`,
    street: `${Array.from({ length: 9 }, (_, i) => `<rect x="${i * 180}" y="${380 + (i % 3) * 90}" width="170" height="${520 - (i % 3) * 90}" fill="${i % 2 ? '#1c1917' : '#292524'}"/><rect x="${i * 180 + 40}" y="${440 + (i % 3) * 90}" width="40" height="50" fill="${light}" opacity="0.7"/>`).join('')}
      ${person(800, 1.3)}`,
    crowd: `${Array.from({ length: 22 }, (_, i) => person(i * 75, 0.7 + (i % 4) * 0.15, '#000')).join('')}
      ${Array.from({ length: 8 }, (_, i) => `<circle cx="${100 + i * 200}" cy="${200 + (i % 3) * 60}" r="${20 + (i % 2) * 10}" fill="${light}" opacity="0.8"/>`).join('')}`,
    clip: `<rect x="300" y="150" width="1000" height="600" rx="24" fill="none" stroke="${light}" stroke-width="10" stroke-dasharray="40 20"/>
      ${person(800, 1.4)}<circle cx="1380" cy="220" r="26" fill="#ef4444"/>`,
    award: `<path d="M700,300 H900 V380 Q900,520 800,540 Q700,520 700,380 Z" fill="${light}"/><rect x="770" y="540" width="60" height="120" fill="${light}"/><rect x="700" y="660" width="200" height="50" rx="10" fill="${light}"/>
      ${person(420, 1.2)}${person(1180, 1.2)}`,
  };
  return svgDoc(
    1600,
    1200,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>
      <radialGradient id="glow" cx="0.5" cy="0.35" r="0.6"><stop offset="0" stop-color="${light}" stop-opacity="0.45"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient></defs>
    <rect width="1600" height="1200" fill="url(#sky)"/><rect width="1600" height="1200" fill="url(#glow)"/>
    ${bodies[kind]}${floor}
    <text x="80" y="1120" ${FONT} font-size="72" fill="#fafafa" fill-opacity="0.85">${caption}</text>`,
  );
}

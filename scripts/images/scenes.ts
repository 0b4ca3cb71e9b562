/** Full pictures: poll design cards, product photos, the hero stage, the social card and icons. */
import { printChora } from './prints';
import { shirt, svgDoc } from './shirt';

export interface ShirtLook {
  colour: string;
  rib: string;
  print: string;
  allOver?: boolean;
}

/** Poll card: the shirt under a coloured spotlight on a dark floor. */
export function designCard(look: ShirtLook, glow: string): string {
  return svgDoc(
    800,
    800,
    `<defs><radialGradient id="g" cx="0.5" cy="0.42" r="0.62">
      <stop offset="0" stop-color="${glow}" stop-opacity="0.55"/><stop offset="1" stop-color="#0a0a0a" stop-opacity="1"/>
    </radialGradient></defs>
    <rect width="800" height="800" fill="#0a0a0a"/><rect width="800" height="800" fill="url(#g)"/>
    <ellipse cx="400" cy="760" rx="250" ry="22" fill="#000" fill-opacity="0.55"/>
    <g transform="translate(40,18) scale(0.9)">${shirt({ ...look, id: 's' })}</g>`,
  );
}

/** Product photo: the shirt on a hanger against a studio backdrop. */
export function productPhoto(look: ShirtLook, backdrop: [string, string]): string {
  return svgDoc(
    800,
    800,
    `<defs>
      <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${backdrop[0]}"/><stop offset="1" stop-color="${backdrop[1]}"/></linearGradient>
      <radialGradient id="sh" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="800" height="800" fill="url(#bg)"/>
    <rect y="690" width="800" height="110" fill="#000" fill-opacity="0.08"/>
    <ellipse cx="415" cy="745" rx="300" ry="30" fill="url(#sh)"/>
    <path d="M400,40 q0,-22 18,-22 q18,0 18,18 q0,14 -18,22 v18" fill="none" stroke="#52525b" stroke-width="7" stroke-linecap="round"/>
    <path d="M240,138 L418,76 L596,138" fill="none" stroke="#3f3f46" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>
    <g transform="translate(72,62) scale(0.86) rotate(-1.5 400 400)">${shirt({ ...look, id: 'p' })}</g>
    <path d="M566,118 l28,-8 l6,24 l-28,8 z" fill="#fafafa" stroke="#a1a1aa" stroke-width="2"/>`,
  );
}

function beams(): string {
  return `
    <polygon points="330,0 380,0 700,900 20,900" fill="url(#beamY)"/>
    <polygon points="1270,0 1320,0 1580,900 900,900" fill="url(#beamP)"/>
    <polygon points="790,0 810,0 1100,900 500,900" fill="url(#beamY)" opacity="0.6"/>`;
}

function equaliser(x0: number, dir: 1 | -1): string {
  const heights = [120, 220, 160, 300, 190, 260, 140, 90];
  return heights
    .map((h, i) => {
      const x = x0 + dir * i * 34;
      const c = i % 2 ? '#ec4899' : '#facc15';
      return `<rect x="${x}" y="${900 - h}" width="22" height="${h}" rx="4" fill="${c}" opacity="0.85"/>`;
    })
    .join('');
}

function mc(): string {
  return `<g stroke="#ec4899" stroke-width="5" stroke-linejoin="round">
    <path d="M640,480 Q800,420 960,480 L1010,900 L590,900 Z" fill="#060606"/>
    <path d="M655,490 Q600,640 625,780 L690,780 Q676,640 708,530 Z" fill="#060606"/>
    <rect x="770" y="385" width="60" height="60" fill="#060606"/>
    <circle cx="800" cy="335" r="70" fill="#060606"/>
    <path d="M728,325 Q733,248 800,248 Q867,248 872,325 Z" fill="#111"/>
    <path d="M852,300 L940,314 Q905,330 860,326 Z" fill="#111"/>
    <path d="M935,490 L1010,575 L885,415" fill="none" stroke-width="74" stroke-linecap="round"/>
    <path d="M935,490 L1010,575 L885,415" fill="none" stroke="#060606" stroke-width="64" stroke-linecap="round"/>
  </g>
  <path d="M745,455 Q800,560 855,455" fill="none" stroke="#facc15" stroke-width="9" stroke-dasharray="2 10" stroke-linecap="round"/>
  <path d="M785,520 l6,-18 l9,12 l9,-12 l6,18 z" fill="#facc15"/>
  <g transform="rotate(-40 870 385)">
    <rect x="858" y="368" width="26" height="84" rx="8" fill="#27272a" stroke="#a1a1aa" stroke-width="3"/>
    <circle cx="871" cy="362" r="22" fill="#3f3f46" stroke="#d4d4d8" stroke-width="3"/>
  </g>
  <circle cx="885" cy="415" r="30" fill="#060606" stroke="#ec4899" stroke-width="5"/>`;
}

function crowd(): string {
  const out: string[] = [];
  for (let i = 0; i < 17; i++) {
    const x = i * 100 + (i % 2 ? 20 : -10);
    const y = 850 + (i % 3) * 14;
    out.push(`<circle cx="${x}" cy="${y}" r="${34 + (i % 4) * 4}" fill="#000"/>`);
    out.push(`<ellipse cx="${x}" cy="${y + 70}" rx="70" ry="46" fill="#000"/>`);
    if (i % 3 === 0)
      out.push(
        `<path d="M${x + 30},${y + 20} L${x + 58},${y - 90}" stroke="#000" stroke-width="22" stroke-linecap="round"/><circle cx="${x + 60}" cy="${y - 98}" r="17" fill="#000"/>`,
      );
  }
  return out.join('');
}

export function heroStage(): string {
  return svgDoc(
    1600,
    900,
    `<defs>
      <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0a0a0a"/><stop offset="1" stop-color="#1f0a17"/></linearGradient>
      <linearGradient id="beamY" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#facc15" stop-opacity="0.55"/><stop offset="1" stop-color="#facc15" stop-opacity="0"/></linearGradient>
      <linearGradient id="beamP" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ec4899" stop-opacity="0.6"/><stop offset="1" stop-color="#ec4899" stop-opacity="0"/></linearGradient>
      <radialGradient id="halo" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ec4899" stop-opacity="0.75"/><stop offset="0.6" stop-color="#facc15" stop-opacity="0.15"/><stop offset="1" stop-color="#facc15" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="1600" height="900" fill="url(#bg)"/>
    ${beams()}
    <text x="800" y="300" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-stretch="condensed" font-size="330" fill="none" stroke="#facc15" stroke-opacity="0.25" stroke-width="4" letter-spacing="10">MITO</text>
    <circle cx="800" cy="470" r="380" fill="url(#halo)"/>
    ${equaliser(90, 1)}${equaliser(1488, -1)}
    ${mc()}
    ${crowd()}`,
  );
}

export function socialCard(): string {
  return svgDoc(
    1200,
    630,
    `<defs><radialGradient id="g" cx="0.78" cy="0.5" r="0.6"><stop offset="0" stop-color="#ec4899" stop-opacity="0.6"/><stop offset="1" stop-color="#0a0a0a" stop-opacity="0"/></radialGradient></defs>
    <rect width="1200" height="630" fill="#0a0a0a"/><rect width="1200" height="630" fill="url(#g)"/>
    <g font-family="DejaVu Sans" font-weight="bold" font-stretch="condensed">
      <text x="70" y="150" font-size="44" fill="#ec4899" letter-spacing="6">SITE OFICIAL</text>
      <text x="62" y="300" font-size="170" fill="#facc15">MC MITO</text>
      <text x="70" y="390" font-size="52" fill="#fafafa">Vote na camiseta oficial</text>
      <text x="70" y="455" font-size="36" fill="#d4d4d8">e concorra a 10 camisetas</text>
      <rect x="70" y="500" width="360" height="64" rx="12" fill="#facc15"/>
      <text x="250" y="544" text-anchor="middle" font-size="32" fill="#0a0a0a">VOTAÇÃO ABERTA</text>
    </g>
    <g transform="translate(700,60) scale(0.64)">${shirt({ colour: '#fafafa', rib: '#d4d4d8', print: printChora(), id: 'o' })}</g>`,
  );
}

/** Single cover: broken heart in tears over a pink-to-black sleeve. */
export function singleCover(): string {
  return svgDoc(
    800,
    800,
    `<defs><linearGradient id="c" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ec4899"/><stop offset="1" stop-color="#1f0a17"/></linearGradient></defs>
    <rect width="800" height="800" fill="url(#c)"/>
    <g opacity="0.18">${Array.from({ length: 12 }, (_, i) => `<circle cx="400" cy="430" r="${60 + i * 40}" fill="none" stroke="#fff" stroke-width="2"/>`).join('')}</g>
    <g transform="translate(400,390) scale(1.5) translate(-400,-400)">${printChora('#0a0a0a', '#facc15')}</g>
    <text x="400" y="760" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-stretch="condensed" font-size="42" fill="#fafafa" letter-spacing="12">MC MITO</text>`,
  );
}

/** The site mark: a heavy M on black with a pink dot (favicon and app icons). */
export function mark(size: number, padding = 0): string {
  const s = (size - padding * 2) / 64;
  return svgDoc(
    size,
    size,
    `<rect width="${size}" height="${size}" rx="${padding ? 0 : size * 0.22}" fill="#0a0a0a"/>
    <g transform="translate(${padding},${padding}) scale(${s})">
      <path d="M10,50 V14 H21 L32,31 L43,14 H54 V50 H44 V31 L32,47 L20,31 V50 Z" fill="#facc15"/>
      <circle cx="53" cy="10" r="5" fill="#ec4899"/>
    </g>`,
  );
}

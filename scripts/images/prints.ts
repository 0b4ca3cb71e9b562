/** The five official poll prints, in shirt coordinates (see shirt.ts). Original artwork. */
const HEAVY = `font-family="DejaVu Sans" font-weight="bold" font-stretch="condensed"`;
const YELLOW = '#facc15';
const PINK = '#ec4899';

const crown = (x: number, y: number, s: number, fill: string) =>
  `<path transform="translate(${x},${y}) scale(${s})" d="M0,40 L8,0 L26,22 L40,-6 L54,22 L72,0 L80,40 Z M2,46 H78 V56 H2 Z" fill="${fill}"/>`;

const bolt = (x: number, y: number, s: number, fill: string, stroke = 'none') =>
  `<path transform="translate(${x},${y}) scale(${s})" d="M30,0 L0,56 H24 L14,100 L52,36 H28 L40,0 Z" fill="${fill}" stroke="${stroke}" stroke-width="4" stroke-linejoin="round"/>`;

const star = (x: number, y: number, r: number, fill: string) => {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 === 0 ? r : r * 0.45;
    pts.push(`${(x + rr * Math.cos(a)).toFixed(1)},${(y + rr * Math.sin(a)).toFixed(1)}`);
  }
  return `<polygon points="${pts.join(' ')}" fill="${fill}"/>`;
};

const drop = (x: number, y: number, s: number, fill: string) =>
  `<path transform="translate(${x},${y}) scale(${s})" d="M10,0 C14,10 20,16 20,24 A10,10 0 0 1 0,24 C0,16 6,10 10,0 Z" fill="${fill}"/>`;

/** design1 — Mito Clássico: crown, big MITO logotype, ring. */
export function printClassico(ink = YELLOW, detail = '#fafafa'): string {
  return `
  <circle cx="400" cy="380" r="150" fill="none" stroke="${ink}" stroke-width="6"/>
  <circle cx="400" cy="380" r="136" fill="none" stroke="${ink}" stroke-width="2" stroke-dasharray="6 8"/>
  ${crown(360, 262, 1, ink)}
  <text x="400" y="352" text-anchor="middle" ${HEAVY} font-size="34" fill="${detail}" letter-spacing="8">MC</text>
  <text x="400" y="440" text-anchor="middle" ${HEAVY} font-size="104" fill="${ink}" letter-spacing="2">MITO</text>
  <rect x="300" y="458" width="200" height="30" rx="4" fill="${ink}"/>
  <text x="400" y="479" text-anchor="middle" ${HEAVY} font-size="14" fill="#0a0a0a" letter-spacing="1">ORIGINAL DA QUEBRADA</text>`;
}

/** design2 — Favela Venceu: sun, houses on the hill, stacked words. */
export function printFavela(): string {
  const houses = [
    [292, 360, 46, 44, PINK],
    [336, 338, 52, 66, '#0ea5e9'],
    [384, 350, 40, 54, YELLOW],
    [420, 326, 56, 78, '#22c55e'],
    [472, 352, 40, 52, '#f97316'],
    [306, 402, 58, 40, '#a855f7'],
    [360, 402, 64, 40, '#ef4444'],
    [420, 402, 54, 40, PINK],
    [470, 402, 42, 40, '#0ea5e9'],
  ] as const;
  const blocks = houses
    .map(
      ([x, y, w, h, c]) =>
        `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${c}" stroke="#0a0a0a" stroke-width="3"/>` +
        `<rect x="${x + w / 2 - 7}" y="${y + 10}" width="14" height="12" fill="#0a0a0a"/>`,
    )
    .join('');
  return `
  <circle cx="400" cy="330" r="92" fill="${YELLOW}"/>
  ${blocks}
  <rect x="280" y="440" width="240" height="8" fill="#0a0a0a"/>
  <text x="404" y="520" text-anchor="middle" ${HEAVY} font-size="74" fill="${PINK}">FAVELA</text>
  <text x="400" y="516" text-anchor="middle" ${HEAVY} font-size="74" fill="#0a0a0a">FAVELA</text>
  <text x="404" y="584" text-anchor="middle" ${HEAVY} font-size="74" fill="${PINK}">VENCEU</text>
  <text x="400" y="580" text-anchor="middle" ${HEAVY} font-size="74" fill="#0a0a0a">VENCEU</text>`;
}

/** design3 — Bonde do Mito: shield badge with a lightning bolt and stars. */
export function printBonde(ink = '#0a0a0a', accent = YELLOW): string {
  return `
  <path d="M270,240 H530 V430 Q530,540 400,590 Q270,540 270,430 Z" fill="${ink}"/>
  <path d="M286,256 H514 V428 Q514,526 400,570 Q286,526 286,428 Z" fill="none" stroke="${accent}" stroke-width="4"/>
  <text x="400" y="318" text-anchor="middle" ${HEAVY} font-size="62" fill="${accent}" letter-spacing="4">BONDE</text>
  ${bolt(374, 336, 1.05, PINK, accent)}
  ${star(320, 390, 16, accent)}${star(480, 390, 16, accent)}
  <text x="400" y="492" text-anchor="middle" ${HEAVY} font-size="44" fill="#fafafa" letter-spacing="3">DO MITO</text>
  <text x="400" y="530" text-anchor="middle" ${HEAVY} font-size="16" fill="${accent}" letter-spacing="6">DESDE 2016</text>`;
}

/** design4 — Chora Piranha: broken heart in tears and the hit's title. */
export function printChora(ink = '#0a0a0a', heart = YELLOW): string {
  return `
  <path d="M400,470 C330,420 290,380 290,330 C290,292 318,266 352,266 C376,266 392,280 400,296 C408,280 424,266 448,266 C482,266 510,292 510,330 C510,380 470,420 400,470 Z" fill="${heart}" stroke="${ink}" stroke-width="6"/>
  <path d="M400,296 L384,338 L410,364 L390,410 L400,470" fill="none" stroke="${ink}" stroke-width="7" stroke-linejoin="round"/>
  ${drop(300, 420, 1.4, '#38bdf8')}${drop(480, 432, 1.2, '#38bdf8')}${drop(336, 470, 0.9, '#38bdf8')}
  <text x="400" y="248" text-anchor="middle" ${HEAVY} font-size="58" fill="${ink}" letter-spacing="3">CHORA</text>
  <rect x="262" y="490" width="276" height="70" fill="${ink}" transform="rotate(-4 400 525)"/>
  <text x="400" y="546" text-anchor="middle" ${HEAVY} font-size="56" fill="${heart}" transform="rotate(-4 400 525)">PIRANHA</text>`;
}

/** design5 — Estampa Total: an all-over pattern of bolts, stars, crowns and the name. */
export function printTotal(): string {
  const items: string[] = [];
  const palette = [YELLOW, PINK, '#fafafa'];
  let k = 0;
  for (let row = 0; row < 9; row++) {
    for (let col = 0; col < 8; col++) {
      const x = col * 100 + (row % 2 ? 50 : 0) - 10;
      const y = row * 90 + 40;
      const c = palette[(row + col) % 3]!;
      const kind = k++ % 4;
      if (kind === 0) items.push(bolt(x, y - 30, 0.55, c));
      else if (kind === 1) items.push(star(x + 18, y, 16, c));
      else if (kind === 2) items.push(crown(x - 4, y - 14, 0.5, c));
      else
        items.push(
          `<text x="${x + 14}" y="${y + 8}" text-anchor="middle" ${HEAVY} font-size="24" fill="${c}" transform="rotate(-12 ${x + 14} ${y})">MITO</text>`,
        );
    }
  }
  return `<rect x="0" y="0" width="800" height="800" fill="#111"/>${items.join('')}`;
}

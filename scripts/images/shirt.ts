/** A flat-lay T-shirt drawn in an 800×800 box, with a print slot and soft fabric shading. */
export const SHIRT_PATH =
  'M305,105 Q400,190 495,105 L560,120 Q640,150 720,235 L655,330 L585,290 L590,735 Q400,752 210,735 L215,290 L145,330 L80,235 Q160,150 240,120 Z';

export interface ShirtOptions {
  /** Fabric colour. */
  colour: string;
  /** Collar rib and seams, a little darker or lighter than the fabric. */
  rib: string;
  /** The print, drawn in the shirt's own coordinates (chest area roughly x 270–530, y 220–560). */
  print: string;
  /** Prints that cover the whole shirt are clipped to its outline. */
  allOver?: boolean;
  /** Unique prefix for ids when several shirts share a document. */
  id: string;
}

export function shirt({ colour, rib, print, allOver, id }: ShirtOptions): string {
  return `
  <defs>
    <clipPath id="${id}-clip"><path d="${SHIRT_PATH}"/></clipPath>
    <linearGradient id="${id}-shade" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#fff" stop-opacity="0.10"/>
      <stop offset="0.55" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.28"/>
    </linearGradient>
  </defs>
  <path d="${SHIRT_PATH}" fill="${colour}"/>
  <g clip-path="url(#${id}-clip)">
    ${allOver ? print : ''}
    <path d="M215,290 Q260,420 236,735" stroke="#000" stroke-opacity="0.12" stroke-width="10" fill="none"/>
    <path d="M585,290 Q548,470 566,735" stroke="#000" stroke-opacity="0.12" stroke-width="10" fill="none"/>
    <path d="M330,600 Q400,640 470,610" stroke="#000" stroke-opacity="0.08" stroke-width="14" fill="none"/>
    <rect x="0" y="0" width="800" height="800" fill="url(#${id}-shade)"/>
  </g>
  ${allOver ? '' : print}
  <path d="M305,105 Q400,190 495,105" stroke="${rib}" stroke-width="16" fill="none" stroke-linecap="round"/>
  <path d="M215,290 L240,120 M585,290 L560,120" stroke="${rib}" stroke-opacity="0.5" stroke-width="3" fill="none"/>
  <path d="M145,330 L80,235 M655,330 L720,235" stroke="${rib}" stroke-width="8" fill="none"/>`;
}

export const svgDoc = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

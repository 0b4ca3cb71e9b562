/**
 * Renders the site's original artwork (SVG drawn in code) to optimised WebP / AVIF / PNG / JPEG
 * under web/public. Run with `npm run images`; the outputs are committed.
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { DESIGNS } from '../db/seed/catalogue';
import { printBonde, printChora, printClassico, printFavela, printTotal } from './images/prints';
import { album, cap, galleryScene, hoodie, keyring, mug, poster, type Scene } from './images/merch';
import { designShareCard, textShareCard } from './images/share-cards';
import { designCard, heroStage, mark, productPhoto, singleCover, socialCard, type ShirtLook } from './images/scenes';

const PUBLIC = fileURLToPath(new URL('../web/public/', import.meta.url));
const BUDGET = 60 * 1024;

const LOOKS: Record<string, ShirtLook> = {
  classico: { colour: '#111111', rib: '#2a2a2a', print: printClassico() },
  favela: { colour: '#f5f5f4', rib: '#d6d3d1', print: printFavela() },
  bonde: { colour: '#facc15', rib: '#eab308', print: printBonde() },
  chora: { colour: '#ec4899', rib: '#db2777', print: printChora('#0a0a0a', '#facc15') },
  total: { colour: '#111111', rib: '#facc15', print: printTotal(), allOver: true },
};

type Out = { file: string; svg: string; width: number; height: number; format: 'webp' | 'avif' | 'png' | 'jpeg'; quality?: number };

const outputs: Out[] = [];
const designs: Array<[string, ShirtLook, string]> = [
  ['design1', LOOKS.classico!, '#facc15'],
  ['design2', LOOKS.favela!, '#ec4899'],
  ['design3', LOOKS.bonde!, '#f97316'],
  ['design4', LOOKS.chora!, '#a855f7'],
  ['design5', LOOKS.total!, '#facc15'],
];
for (const [slug, look, glow] of designs) {
  outputs.push({ file: `images/designs/${slug}.webp`, svg: designCard(look, glow), width: 720, height: 720, format: 'webp', quality: 80 });
}

// Shared links' pictures (1200×630, worker/services/share/share-previews.ts): one per design, and the cards of links without a picture.
for (const [slug, look, glow] of designs) {
  outputs.push({
    file: `images/og/${slug}.jpg`,
    svg: designShareCard(DESIGNS.find((d) => d.slug === slug)!.name, look, glow),
    width: 1200,
    height: 630,
    format: 'jpeg',
    quality: 82,
  });
}
const textCards: Array<[string, Parameters<typeof textShareCard>]> = [
  ['post', ['COMUNIDADE DO MC MITO', 'POST', 'Veja o post e comente na comunidade', '#ec4899', 'post']],
  ['exclusive', ['COMUNIDADE DO MC MITO', 'EXCLUSIVO', 'Só para membros do clube', '#a855f7', 'exclusive']],
  ['profile', ['COMUNIDADE DO MC MITO', 'PERFIL', 'Siga e converse com a galera do Mito', '#f97316', 'profile']],
  ['live', ['AO VIVO PARA MEMBROS', 'LIVE', 'O MC Mito ao vivo na comunidade', '#ec4899', 'live']],
];
for (const [name, args] of textCards) {
  outputs.push({ file: `images/og/${name}.jpg`, svg: textShareCard(...args), width: 1200, height: 630, format: 'jpeg', quality: 82 });
}

const products: Array<[string, ShirtLook, [string, string]]> = [
  ['camiseta-design-1', LOOKS.classico!, ['#e7e5e4', '#a8a29e']],
  ['camiseta-design-2', { ...LOOKS.favela!, colour: '#111111', rib: '#2a2a2a', print: printFavelaOnDark() }, ['#fde68a', '#f59e0b']],
  ['camiseta-bonde', { colour: '#111111', rib: '#2a2a2a', print: printBonde('#facc15', '#0a0a0a') }, ['#e4e4e7', '#a1a1aa']],
  ['camiseta-chora-piranha', { colour: '#fafafa', rib: '#d4d4d8', print: printChora() }, ['#fbcfe8', '#f472b6']],
  ['camiseta-estampa-total', LOOKS.total!, ['#d9f99d', '#84cc16']],
];
for (const [slug, look, backdrop] of products) {
  outputs.push({
    file: `images/products/${slug}.webp`,
    svg: productPhoto(look, backdrop),
    width: 720,
    height: 720,
    format: 'webp',
    quality: 80,
  });
}

const hero = heroStage();
for (const w of [800, 1600]) {
  const h = (w * 9) / 16;
  outputs.push({ file: `images/hero-${w}.webp`, svg: hero, width: w, height: h, format: 'webp', quality: 72 });
  outputs.push({ file: `images/hero-${w}.avif`, svg: hero, width: w, height: h, format: 'avif', quality: 50 });
}

outputs.push({ file: 'images/single-chora-piranha.webp', svg: singleCover(), width: 600, height: 600, format: 'webp', quality: 78 });
outputs.push({ file: 'images/og-image.jpg', svg: socialCard(), width: 1200, height: 630, format: 'jpeg', quality: 82 });
outputs.push({ file: 'icons/icon-192.png', svg: mark(192), width: 192, height: 192, format: 'png' });
outputs.push({ file: 'icons/icon-512.png', svg: mark(512), width: 512, height: 512, format: 'png' });
outputs.push({ file: 'icons/icon-maskable-512.png', svg: mark(512, 96), width: 512, height: 512, format: 'png' });
outputs.push({ file: 'icons/apple-touch-icon.png', svg: mark(180, 20), width: 180, height: 180, format: 'png' });

// Shop (/loja): square pictures at two widths, AVIF with a WebP fallback.
const shop: Array<[string, string]> = [
  ['camiseta-chora-piranha', productPhoto({ colour: '#fafafa', rib: '#d4d4d8', print: printChora() }, ['#fbcfe8', '#f472b6'])],
  [
    'camiseta-favela-venceu',
    productPhoto({ ...LOOKS.favela!, colour: '#111111', rib: '#2a2a2a', print: printFavelaOnDark() }, ['#fde68a', '#f59e0b']),
  ],
  ['moletom-bonde', hoodie()],
  ['bone-mito', cap()],
  ['chaveiro-mito', keyring()],
  ['album-chora-piranha', album()],
  ['poster-mito', poster()],
  ['caneca-chora-piranha', mug()],
];
for (const [slug, svg] of shop) {
  for (const w of [360, 720]) {
    outputs.push({ file: `images/shop/${slug}-${w}.avif`, svg, width: w, height: w, format: 'avif', quality: 50 });
    outputs.push({ file: `images/shop/${slug}-${w}.webp`, svg, width: w, height: w, format: 'webp', quality: 75 });
  }
}

// Gallery (/galeria): 4:3 scenes, a card size and a full-screen size.
const scenes: Array<[string, Scene]> = [
  ['palco-lotado', { sky: ['#0a0a0a', '#1f0a17'], light: '#facc15', caption: 'PALCO LOTADO', kind: 'stage' }],
  ['estudio', { sky: ['#0c0a09', '#1c1917'], light: '#ec4899', caption: 'NO ESTÚDIO', kind: 'studio' }],
  ['quebrada', { sky: ['#1e1b4b', '#0a0a0a'], light: '#f97316', caption: 'NA QUEBRADA', kind: 'street' }],
  ['baile', { sky: ['#2e1065', '#0a0a0a'], light: '#a855f7', caption: 'BAILE DE FAVELA', kind: 'crowd' }],
  ['videoclipe', { sky: ['#042f2e', '#0a0a0a'], light: '#facc15', caption: 'GRAVANDO O CLIPE', kind: 'clip' }],
  ['premiacao', { sky: ['#1f0a17', '#0a0a0a'], light: '#facc15', caption: 'NOITE DE PRÊMIO', kind: 'award' }],
];
for (const [slug, scene] of scenes) {
  const svg = galleryScene(scene);
  for (const w of [800, 1600]) {
    outputs.push({ file: `images/gallery/${slug}-${w}.avif`, svg, width: w, height: (w * 3) / 4, format: 'avif', quality: 50 });
    outputs.push({ file: `images/gallery/${slug}-${w}.webp`, svg, width: w, height: (w * 3) / 4, format: 'webp', quality: 72 });
  }
}

/** The Favela Venceu words need light ink on a black shirt. */
function printFavelaOnDark(): string {
  return printFavela().replaceAll('fill="#0a0a0a">', 'fill="#fafafa">');
}

async function render(o: Out) {
  const path = join(PUBLIC, o.file);
  mkdirSync(dirname(path), { recursive: true });
  let img = sharp(Buffer.from(o.svg), { density: 144 }).resize(o.width, o.height);
  if (o.format === 'webp') img = img.webp({ quality: o.quality, effort: 6, smartSubsample: true });
  if (o.format === 'avif') img = img.avif({ quality: o.quality, effort: 6 });
  if (o.format === 'png') img = img.png({ compressionLevel: 9, palette: true });
  if (o.format === 'jpeg') img = img.jpeg({ quality: o.quality, mozjpeg: true });
  await img.toFile(path);
  const size = statSync(path).size;
  const flag = size > BUDGET ? '  ← over 60 KB' : '';
  console.log(`${o.file.padEnd(44)} ${(size / 1024).toFixed(1).padStart(6)} KB${flag}`);
}

// `npm run images -- shop gallery` renders only the files whose path contains one of the words.
const only = process.argv.slice(2);
if (!only.length) writeFileSync(join(PUBLIC, 'favicon.svg'), mark(64));
for (const o of outputs) if (!only.length || only.some((w) => o.file.includes(w))) await render(o);

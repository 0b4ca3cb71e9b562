/** The landing's static content (display-only release info, history and stats). */
export const SINGLE = {
  title: 'Chora Piranha',
  duration: '1 min 58 s',
  isoDuration: 'PT1M58S',
  cover: { src: '/images/single-chora-piranha.webp', width: 600, height: 600 },
} as const;

export const TIMELINE = [
  {
    year: '2016',
    title: 'O começo na quebrada',
    text: 'Primeiras rimas nas batalhas e nos bailes da comunidade, com o celular gravando tudo.',
  },
  {
    year: '2018',
    title: 'Do grupo do zap para as ruas',
    text: 'O primeiro funk gravado em casa roda os grupos de WhatsApp e toca nos paredões do bairro.',
  },
  { year: '2020', title: 'Nasce o Bonde do Mito', text: 'O bonde se forma, os bailes lotam e os clipes passam a reunir milhares de fãs.' },
  {
    year: '2022',
    title: 'Chora Piranha estoura',
    text: 'O refrão vira febre nas redes, entra nas paradas e leva o Mito para palcos do Brasil inteiro.',
  },
  { year: '2024', title: 'Turnê e clube oficial', text: 'Shows pelo país, a primeira coleção oficial de camisetas e a comunidade de fãs.' },
] as const;

export const STATS = [
  { value: '120 mi+', label: 'plays nas plataformas' },
  { value: '2,3 mi', label: 'seguidores nas redes' },
  { value: '350+', label: 'shows pelo Brasil' },
  { value: '18', label: 'singles lançados' },
] as const;

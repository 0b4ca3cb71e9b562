/** The six static photos of /galeria; pictures under /images/gallery/ (…-800 and …-1600). */
export interface Photo {
  id: string;
  title: string;
  description: string;
  alt: string;
}

export const PHOTOS: readonly Photo[] = [
  {
    id: 'palco-lotado',
    title: 'Palco lotado',
    description: 'A primeira vez que a galera cantou Chora Piranha do começo ao fim, sem o Mito precisar puxar.',
    alt: 'Silhueta do MC Mito no centro do palco sob um feixe de luz amarela, com a multidão em primeiro plano',
  },
  {
    id: 'estudio',
    title: 'No estúdio',
    description: 'Madrugada de gravação: cada batida do próximo som foi testada até ficar do jeito certo.',
    alt: 'Mito de pé ao lado de uma mesa de som iluminada em rosa e branco, no estúdio escuro',
  },
  {
    id: 'quebrada',
    title: 'Na quebrada',
    description: 'De volta às ruas onde tudo começou, com as janelas acesas dos vizinhos de sempre.',
    alt: 'Mito na rua, à noite, entre casas com janelas acesas em laranja',
  },
  {
    id: 'baile',
    title: 'Baile de favela',
    description: 'O baile que virou tradição: luz roxa, som no talo e a comunidade inteira junto.',
    alt: 'Multidão dançando em silhueta sob luzes roxas num baile',
  },
  {
    id: 'videoclipe',
    title: 'Gravando o clipe',
    description: 'Bastidores do videoclipe de Chora Piranha, entre uma tomada e outra.',
    alt: 'Mito enquadrado por uma moldura tracejada amarela de câmera, com a luz vermelha de gravação acesa',
  },
  {
    id: 'premiacao',
    title: 'Noite de prêmio',
    description: 'O reconhecimento que veio das plataformas digitais, comemorado com a equipe.',
    alt: 'Troféu dourado entre duas pessoas em silhueta num palco escuro',
  },
];

/** The biography of /minha-historia, section by section, in the page's order. */
export interface StorySection {
  id: string;
  title: string;
  paragraphs: readonly string[];
}

export const STORY: readonly StorySection[] = [
  {
    id: 'introducao',
    title: 'Introdução',
    paragraphs: [
      'Eu sou o MC Mito, cria da quebrada e apaixonado por funk desde moleque. Esta é a minha história: a de quem transformou rima de esquina em som que toca no Brasil inteiro.',
      'Cada verso que eu escrevo carrega a minha rua, a minha família e cada um de vocês que cola comigo.',
    ],
  },
  {
    id: 'origem',
    title: 'Origem & Inspiração',
    paragraphs: [
      'Cresci ouvindo os paredões do bairro nos fins de semana. Os MCs das antigas eram os meus heróis: mostravam que dava pra contar a vida da favela com batida e verdade.',
      'A minha mãe sempre dizia que a voz era o meu dom. Foi dela que veio a coragem de subir no primeiro palco improvisado.',
    ],
  },
  {
    id: 'primeiros-passos',
    title: 'Primeiros Passos',
    paragraphs: [
      'Em 2016 comecei nas batalhas de rima e nos bailes da comunidade, com o celular gravando tudo. Em 2018 o primeiro funk gravado em casa rodou os grupos de WhatsApp e chegou aos paredões.',
      'Em 2020 nasceu o Bonde do Mito: os amigos de sempre, agora uma equipe, levando o som de baile em baile.',
    ],
  },
  {
    id: 'reconhecimento',
    title: 'Reconhecimento & Explosão Digital',
    paragraphs: [
      'Em 2022 Chora Piranha estourou. O refrão virou febre nas redes, entrou nas paradas e somou milhões de plays em poucas semanas.',
      'De repente eram shows pelo Brasil todo e vídeos de gente que eu nunca vi cantando a minha música. Isso não tem preço.',
    ],
  },
  {
    id: 'estilo-musical',
    title: 'Estilo Musical',
    paragraphs: [
      'O meu som é funk de raiz com a batida de agora: grave pesado, refrão pra cantar junto e letra que fala a língua da rua.',
      'Misturo o baile de favela com o que toca nas plataformas, sem perder a essência de onde eu vim.',
    ],
  },
  {
    id: 'estilo-de-vida',
    title: 'Estilo de Vida & Visual',
    paragraphs: [
      'Boné de aba curva, corrente e camiseta de bonde: o visual é a extensão do som. Preto, amarelo e rosa são as cores que me acompanham no palco e fora dele.',
      'Fora dos shows, o rolê é família, quebrada e estúdio. Os pés continuam no chão onde tudo começou.',
    ],
  },
  {
    id: 'futuro',
    title: 'O Futuro',
    paragraphs: [
      'Vem aí álbum novo, turnê maior e a comunidade oficial, pra gente ficar ainda mais perto.',
      'O sonho é levar o funk da quebrada para os maiores palcos, dentro e fora do Brasil, e abrir caminho para quem vem depois.',
    ],
  },
  {
    id: 'mensagem',
    title: 'Para os meus fãs',
    paragraphs: [
      'Nada disso existiria sem vocês. Cada play, cada compartilhamento e cada grito no show me trouxe até aqui.',
      'Obrigado por acreditarem no moleque da quebrada. Essa história é nossa. Tamo junto, sempre!',
    ],
  },
];

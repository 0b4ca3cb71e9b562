/** The community rules ('/regras'): short, in the fans' own words. */
export const RULES_UPDATED = '27/11/2026';

export interface Rule {
  title: string;
  text: string;
}

export const RULES: readonly Rule[] = [
  {
    title: 'Respeito acima de tudo',
    text: 'Pode discordar, zoar com carinho e torcer do seu jeito. Ofensa, xingamento, humilhação e perseguição a outro fã não rolam aqui.',
  },
  {
    title: 'Nada de ódio',
    text: 'Racismo, homofobia, transfobia, machismo, intolerância religiosa ou ataque a qualquer pessoa pelo que ela é: removido na hora e conta suspensa.',
  },
  {
    title: 'Sem golpe, sem spam',
    text: 'Nada de pix premiado, rifa falsa, corrente, divulgação repetida ou link suspeito. Venda e propaganda só com autorização da equipe.',
  },
  {
    title: 'Conteúdo impróprio fica fora',
    text: 'Nudez, violência explícita, apologia ao crime e conteúdo envolvendo menores de idade são proibidos. Funk é festa, não é desculpa.',
  },
  { title: 'Privacidade dos outros', text: 'Não publique telefone, endereço, fotos ou conversas de outra pessoa sem ela concordar.' },
  { title: 'Seja você mesmo', text: 'Não se passe pelo MC Mito, pela equipe ou por outro fã. O perfil oficial tem o selo de Artista.' },
];

export const MODERATION_STEPS: readonly string[] = [
  'Viu algo errado? Use “Denunciar” no menu do post, no comentário, na mensagem ou no perfil do membro.',
  'A moderação analisa cada denúncia. Quem denuncia não é identificado para a outra pessoa.',
  'Conforme o caso, o conteúdo é removido, o membro recebe uma advertência ou tem a conta suspensa por 7 dias, 30 dias ou de vez.',
];

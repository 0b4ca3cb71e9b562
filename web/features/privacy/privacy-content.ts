import { PRIVACY_FACTS as F } from './privacy-facts';

/** One section of /privacidade: a title and its paragraphs or items, in the page's order. */
export interface PrivacySection {
  id: string;
  title: string;
  paragraphs?: string[];
  items?: Array<{ term: string; text: string }>;
}

export const PRIVACY_UPDATED = '27 de novembro de 2026';

/** The privacy notice (LGPD, Lei 13.709/2018), section by section. */
export const PRIVACY_SECTIONS: PrivacySection[] = [
  {
    id: 'coleta',
    title: 'O que coletamos e para quê',
    paragraphs: ['Só pedimos o que cada parte do site precisa para funcionar. Ao lado de cada formulário há um link para esta página.'],
    items: [
      {
        term: 'Votação da camiseta',
        text: 'Nome, CPF, WhatsApp e e-mail; e, só como código embaralhado, a rede de onde você votou e confirmou o cupom e o domínio do seu e-mail. Servem para garantir um voto por pessoa, gerar seu cupom do sorteio, confirmar o seu e-mail, encontrar cupons fabricados em série (que são anulados antes do sorteio, com aviso por e-mail) e falar com você se for sorteado. Base legal: seu consentimento ao votar (Art. 7º, I) e, para o CPF, o legítimo interesse de evitar votos repetidos e fraudes no sorteio (Art. 7º, IX).',
      },
      {
        term: 'Compra na loja (checkout)',
        text: 'Nome, CPF, endereço de entrega, e-mail e WhatsApp. Servem para registrar o pedido, receber o pagamento, emitir o recibo e entregar a camiseta. Base legal: execução do contrato de compra (Art. 7º, V) e cumprimento de obrigação legal, como registros fiscais e de consumo (Art. 7º, II).',
      },
      {
        term: 'Cadastro na comunidade',
        text: 'E-mail, nome de usuário, nome de exibição, WhatsApp e senha (guardamos só uma versão embaralhada dela, que não dá para reverter). Servem para criar e proteger sua conta, entrar, cuidar da sua assinatura e mostrar seu perfil. Base legal: execução do contrato da comunidade (Art. 7º, V).',
      },
      {
        term: 'Posts, comentários, reações e mensagens',
        text: 'O que você publica e envia, com data e hora. Servem para mostrar isso a quem você escolheu: posts, comentários e reações para os membros, mensagens só para os participantes da conversa. Base legal: execução do contrato da comunidade (Art. 7º, V).',
      },
      {
        term: 'Segurança e estatísticas',
        text: 'Endereço de rede (IP) para limitar tentativas e bloquear abusos, guardado só como código embaralhado quando precisa ser guardado; cookies de sessão para manter você conectado; e estatísticas de visitas sem CPF, e-mail ou WhatsApp. Base legal: legítimo interesse em manter o site seguro e funcionando (Art. 7º, IX).',
      },
    ],
  },
  {
    id: 'prazos',
    title: 'Por quanto tempo guardamos',
    items: [
      {
        term: 'Dados do voto',
        text: `Nome, CPF, WhatsApp, e-mail e os códigos de rede e de domínio de quem não foi sorteado são apagados ${F.raffleRetentionDays} dias depois do fim do prazo de resgate do sorteio. Ficam só o design escolhido e o cupom, sem nada que identifique você. Os dados de quem ganhou ficam até a entrega do prêmio.`,
      },
      {
        term: 'Pedidos',
        text: 'Os dados do comprador ficam guardados de forma cifrada pelo tempo que a lei fiscal e de defesa do consumidor exige.',
      },
      { term: 'Conta da comunidade', text: 'Enquanto a conta existir. Você pode excluí-la quando quiser (veja abaixo).' },
      {
        term: 'Sessões',
        text: `Uma sessão termina depois de ${F.sessionIdleDays} dias sem uso e, em qualquer caso, depois de ${F.sessionAbsoluteDays} dias. Ao sair ou excluir a conta, ela termina na hora.`,
      },
      {
        term: 'Links enviados por e-mail',
        text: `Links para trocar a senha ou pedir seus dados valem ${F.shortLinkMinutes} minutos; links de confirmação valem ${F.confirmLinkDays} dias. Cada link funciona uma vez só.`,
      },
      { term: 'Arquivos não usados', text: `Fotos e vídeos enviados mas não publicados são apagados em até ${F.unusedUploadHours} horas.` },
      {
        term: 'Teste grátis',
        text: 'Para que cada pessoa tenha um só teste grátis, guardamos códigos embaralhados (não reversíveis) da conta, do e-mail e do WhatsApp de quem já usou o teste. Eles ficam mesmo depois da exclusão da conta e não contêm seus dados.',
      },
    ],
  },
  {
    id: 'compartilhamento',
    title: 'Quem vê seus dados',
    items: [
      {
        term: 'A equipe do artista',
        text: 'O painel do artista mostra nome e contato de quem votou, para falar com os sorteados. Cada consulta fica registrada.',
      },
      {
        term: 'Outros membros',
        text: 'Veem seu nome de usuário, nome de exibição, foto, posts, comentários e reações, quem você segue e quem segue você (no seu perfil). Mensagens, só quem participa da conversa. Seu e-mail e WhatsApp nunca aparecem para eles.',
      },
      { term: 'Stripe', text: 'Processa os pagamentos da loja e das assinaturas e recebe nome, e-mail e endereço para o recibo.' },
      {
        term: 'Provedor de e-mail',
        text: 'Entrega os e-mails do site (confirmações, recuperação de senha) e recebe o seu endereço e o texto da mensagem.',
      },
      {
        term: 'Hospedagem',
        text: 'O site roda na Cloudflare e o banco de dados fica na Turso. Eles guardam os dados para nós e não os usam para si.',
      },
    ],
  },
  {
    id: 'seguranca',
    title: 'Como protegemos (Art. 46)',
    paragraphs: [
      'CPF, WhatsApp, e-mail do voto e dados do comprador são guardados cifrados. Senhas e códigos de sessão são guardados só em versão embaralhada. O acesso ao painel do artista exige senha e fica registrado. Quando você exclui a conta, os dados apagados são sobrescritos no banco de dados.',
    ],
  },
  {
    id: 'direitos',
    title: 'Seus direitos e como usá-los (Art. 18)',
    paragraphs: [
      'Você pode confirmar se tratamos seus dados, ter acesso a eles, corrigi-los, levá-los com você (portabilidade), pedir a eliminação, saber com quem os compartilhamos e retirar seu consentimento.',
    ],
    items: [
      {
        term: 'Membros da comunidade',
        text: 'Em Configurações, na seção "Meus dados": "Baixar meus dados" entrega um arquivo com tudo o que guardamos sobre você, e "Excluir minha conta" apaga a conta. Nome, foto e WhatsApp você corrige ali mesmo.',
      },
      {
        term: 'Fãs sem conta',
        text: 'Na página Meu cupom você consulta o seu voto e o seu cupom com o código e os 4 últimos dígitos do CPF, retira ou dá de novo as suas autorizações, e pede uma cópia dos seus dados ou a exclusão deles: enviamos um link, válido por 30 minutos, para o e-mail informado no voto.',
      },
    ],
  },
  {
    id: 'exclusao',
    title: 'O que acontece quando você exclui a conta',
    paragraphs: [
      'Sua assinatura é cancelada na hora, todas as suas sessões terminam e apagamos sua conta, seu perfil, seu WhatsApp, sua foto, seus posts e comentários (eles são apagados, não ficam anônimos), suas reações e seus votos em enquetes.',
      'As mensagens que você enviou continuam na conversa das outras pessoas, com o remetente "Membro removido". Depois disso, nem o seu e-mail nem o seu nome de usuário ficam no nosso banco de dados. Um voto na camiseta ou um pedido que você fez segue os prazos acima.',
    ],
  },
];

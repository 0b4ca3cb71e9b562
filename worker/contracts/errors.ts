import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';

/**
 * Every failure the server reports: its tRPC code (and so its HTTP status) and the Portuguese text
 * people see. Services throw `AppError(code)` (worker/lib/app-error.ts); procedures answer through
 * trpc/error-format.ts and plain routes through http/answer-error.ts. The web reads the codes and
 * texts as types only (`AppErrorCode`, `ErrorText`), so no page carries the table.
 */
export const APP_ERRORS = {
  BAD_INPUT: ['BAD_REQUEST', 'Por favor, preencha todos os campos corretamente'],
  RATE_LIMITED: ['TOO_MANY_REQUESTS', 'Muitas tentativas em pouco tempo. Aguarde um minuto e tente novamente.'],
  // Services word it per write with the wait ('Muitas mensagens em pouco tempo. Tente novamente em 40 segundos.').
  WRITE_RATE_LIMITED: ['TOO_MANY_REQUESTS', 'Muitas ações em pouco tempo. Aguarde um pouco e tente novamente.'],
  LIMITS_UNAVAILABLE: ['SERVICE_UNAVAILABLE', 'Acesso temporariamente indisponível por segurança. Tente novamente em alguns minutos.'],
  FORBIDDEN_ORIGIN: ['FORBIDDEN', 'Origem não permitida.'],
  BOT_CHECK_FAILED: ['FORBIDDEN', 'Não conseguimos confirmar que você é uma pessoa. Tente de novo.'],
  BOT_CHECK_UNAVAILABLE: [
    'SERVICE_UNAVAILABLE',
    'A verificação de segurança está indisponível no momento. Tente de novo em alguns minutos.',
  ],
  UNAUTHORIZED: ['UNAUTHORIZED', 'Login necessário'],
  NOT_FOUND: ['NOT_FOUND', 'Não encontrado'],
  PUSH_UNAVAILABLE: ['SERVICE_UNAVAILABLE', 'As notificações no celular estão indisponíveis no momento.'],
  PUSH_ENDPOINT_REFUSED: ['BAD_REQUEST', 'Este navegador não pode receber notificações do site.'],
  BODY_TOO_LARGE: ['PAYLOAD_TOO_LARGE', 'Requisição grande demais.'],
  BATCH_TOO_LARGE: ['PAYLOAD_TOO_LARGE', 'Pedidos demais de uma só vez. Atualize a página e tente novamente.'],
  INTERNAL: ['INTERNAL_SERVER_ERROR', 'Algo deu errado. Tente novamente em alguns minutos.'],
  READ_BY_POST: ['METHOD_NOT_SUPPORTED', 'Requisição inválida. Atualize a página e tente novamente.'],
  DATABASE_UNAVAILABLE: ['SERVICE_UNAVAILABLE', 'Estamos com instabilidade. Tente novamente em alguns minutos.'],
  ANALYTICS_INVALID: ['BAD_REQUEST', 'Dados de analytics inválidos.'],
  ANALYTICS_UNAVAILABLE: ['SERVICE_UNAVAILABLE', 'Serviço indisponível. Tente novamente em instantes.'],
  POLL_NOT_FOUND: ['NOT_FOUND', 'Enquete não encontrada'],
  // The tally could not be read: the same words as a missing poll, which the page shows with a retry.
  POLL_UNAVAILABLE: ['SERVICE_UNAVAILABLE', 'Enquete não encontrada'],
  POLL_CLOSED: ['FORBIDDEN', 'A votação foi encerrada. Obrigado por participar!'],
  OPTION_NOT_FOUND: ['BAD_REQUEST', 'Design não encontrado nesta enquete.'],
  VOTE_ALREADY_CAST: ['CONFLICT', 'Seu voto já estava registrado! Aproveite a oferta exclusiva abaixo.'],
  VOTE_FAILED: ['INTERNAL_SERVER_ERROR', 'Erro ao votar. Tente novamente.'],
  VOTE_KEY_REUSED: [
    'CONFLICT',
    'Estes dados não conferem com o voto já enviado deste aparelho. Confira o CPF e o design e tente novamente.',
  ],
  VOTE_NOT_FOUND: ['NOT_FOUND', 'Voto não encontrado. Tente votar novamente.'],
  COUPON_FAILED: ['INTERNAL_SERVER_ERROR', 'Erro ao gerar cupom. Tente novamente.'],
  CHANGE_VOTE_FAILED: ['INTERNAL_SERVER_ERROR', 'Erro ao alterar voto. Tente novamente.'],
  COUPON_EMAIL_TAKEN: ['CONFLICT', 'Este e-mail já confirmou um cupom neste sorteio.'],
  COUPON_LINK_INVALID: ['BAD_REQUEST', 'Este link de confirmação é inválido, já foi usado ou expirou. Peça um novo em Meu cupom.'],
  COUPON_CONFIRM_CLOSED: ['FORBIDDEN', 'A votação já terminou: não é mais possível confirmar cupons para este sorteio.'],
  COUPON_NOT_FOUND: ['NOT_FOUND', 'Cupom não encontrado. Confira o código e os 4 últimos dígitos do CPF.'],
  // One answer for a link unknown, used or past its 30 minutes.
  FAN_DATA_LINK_INVALID: ['NOT_FOUND', 'Este link expirou ou já foi usado. Peça um novo em Meu cupom.'],
  PRODUCTS_FAILED: ['INTERNAL_SERVER_ERROR', 'Erro ao carregar produtos'],
  FIRST_BATCH_UNAVAILABLE: ['SERVICE_UNAVAILABLE', 'Contador indisponível'],
  NO_ITEMS: ['BAD_REQUEST', 'Selecione pelo menos uma camiseta'],
  PRODUCT_UNKNOWN: ['BAD_REQUEST', 'Produto desconhecido'],
  CEP_NOT_FOUND: ['NOT_FOUND', 'CEP não encontrado'],
  CEP_LOOKUP_FAILED: ['BAD_GATEWAY', 'Erro ao buscar CEP'],
  CHECKOUT_FAILED: ['INTERNAL_SERVER_ERROR', 'Erro ao criar checkout. Tente novamente.'],
  PAYMENT_FAILED: ['INTERNAL_SERVER_ERROR', 'Erro ao processar pagamento'],
  ORDER_NOT_FOUND: ['NOT_FOUND', 'Pedido não encontrado'],
  ORDER_LOAD_FAILED: ['INTERNAL_SERVER_ERROR', 'Erro ao carregar pedido'],
  ORDER_NOT_PAYABLE: ['CONFLICT', 'Este pedido não pode mais ser pago. Faça um novo pedido.'],
  PAYMENT_EVENT_TOO_LARGE: ['PAYLOAD_TOO_LARGE', 'Evento grande demais.'],
  PAYMENT_EVENT_UNSIGNED: ['BAD_REQUEST', 'Assinatura inválida.'],
  PAYMENT_EVENT_INVALID: ['BAD_REQUEST', 'Evento de pagamento inválido.'],
  LOGIN_FAILED: ['UNAUTHORIZED', 'E-mail ou senha incorretos.'],
  LOGIN_RATE_LIMITED: ['TOO_MANY_REQUESTS', 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.'],
  LOGIN_UNAVAILABLE: ['SERVICE_UNAVAILABLE', 'Login temporariamente indisponível. Tente novamente em alguns minutos.'],
  USERNAME_TAKEN: ['CONFLICT', 'Este nome de usuário já está em uso. Escolha outro.'],
  // Names that read as the artist's ('MC Mito', 'Mito Oficial', 'Artista' …): only the artist's own account uses them.
  NAME_RESERVED: ['BAD_REQUEST', 'Este nome é reservado ao perfil oficial do MC Mito. Escolha outro nome.'],
  // Posting, commenting, messaging and a free trial wait for the member to open the confirmation link.
  EMAIL_UNCONFIRMED: ['FORBIDDEN', 'Confirme seu e-mail para continuar. Enviamos um link de confirmação para o seu e-mail.'],
  // Unknown, used and expired links read the same.
  EMAIL_LINK_INVALID: ['BAD_REQUEST', 'Este link de confirmação expirou ou já foi usado.'],
  // 'Excluir minha conta' (LGPD): the password typed again does not match; not UNAUTHORIZED, the session stays valid.
  ACCOUNT_DELETE_WRONG_PASSWORD: ['FORBIDDEN', 'Senha incorreta. Sua conta não foi excluída.'],
  ACCOUNT_DELETE_FAILED: ['INTERNAL_SERVER_ERROR', 'Não foi possível excluir sua conta agora. Tente novamente em alguns minutos.'],
  DATA_EXPORT_FAILED: ['INTERNAL_SERVER_ERROR', 'Não foi possível gerar o arquivo com seus dados. Tente novamente.'],
  PASSWORD_UPDATE_FAILED: ['INTERNAL_SERVER_ERROR', 'Erro ao atualizar senha'],
  // Not UNAUTHORIZED: the member is signed in, only the typed password is wrong.
  CURRENT_PASSWORD_WRONG: ['BAD_REQUEST', 'Senha atual incorreta. Confira e tente de novo.'],
  PASSWORD_CHANGE_RATE_LIMITED: ['TOO_MANY_REQUESTS', 'Muitas tentativas de alterar a senha. Aguarde alguns minutos e tente novamente.'],
  PASSWORD_RESET_RATE_LIMITED: ['TOO_MANY_REQUESTS', 'Muitos pedidos de redefinição de senha. Aguarde alguns minutos e tente novamente.'],
  // One answer for an unknown, used or expired link: which one it was helps nobody but a guesser.
  RESET_LINK_INVALID: [
    'BAD_REQUEST',
    'Este link para redefinir a senha não vale mais: ele expirou, já foi usado ou foi substituído por um mais novo. Peça um novo link.',
  ],
  SIGN_IN_LINK_RATE_LIMITED: ['TOO_MANY_REQUESTS', 'Muitos pedidos de link para entrar. Aguarde alguns minutos e tente novamente.'],
  // One answer for an unknown, used or expired link, as for the reset link.
  SIGN_IN_LINK_INVALID: [
    'BAD_REQUEST',
    'Este link para entrar não vale mais: ele expirou, já foi usado ou foi substituído por um mais novo. Peça um novo link.',
  ],
  SIGN_IN_LINK_FAILED: ['INTERNAL_SERVER_ERROR', 'Não foi possível entrar com o link agora. Tente novamente em alguns minutos.'],
  PASSWORD_RESET_FAILED: ['INTERNAL_SERVER_ERROR', 'Não foi possível redefinir a senha agora. Tente novamente em alguns minutos.'],
  PROFILE_LOAD_FAILED: ['INTERNAL_SERVER_ERROR', 'Erro ao carregar perfil'],
  AVATAR_INVALID: ['BAD_REQUEST', 'Arquivo inválido. Envie uma foto JPG, PNG ou WebP.'],
  AVATAR_TOO_LARGE: ['PAYLOAD_TOO_LARGE', 'Arquivo muito grande. A foto pode ter até 2 MB.'],
  PORTAL_FAILED: ['INTERNAL_SERVER_ERROR', 'Erro ao abrir portal'],
  TIER_NOT_FOUND: ['NOT_FOUND', 'Plano não encontrado. Escolha um dos planos da página.'],
  ALREADY_SUBSCRIBED: ['CONFLICT', 'Você já tem uma assinatura. Use Gerenciar Assinatura para trocar de plano ou cancelar.'],
  NO_SUBSCRIPTION: ['NOT_FOUND', 'Você ainda não tem uma assinatura. Escolha um plano para começar.'],
  POST_EMPTY: ['BAD_REQUEST', 'Post vazio'],
  POST_NOT_ALLOWED: ['FORBIDDEN', 'Upgrade necessário. Assine um plano para publicar posts.'],
  POST_DAILY_LIMIT: ['TOO_MANY_REQUESTS', 'Limite diário de posts atingido. Faça upgrade para postar mais!'],
  POST_NOT_FOUND: ['NOT_FOUND', 'Post não encontrado'],
  POST_NOT_AUTHOR: ['FORBIDDEN', 'Só quem publicou pode apagar este post.'],
  POST_VISIBILITY_NOT_ALLOWED: ['FORBIDDEN', 'Só a conta do artista pode publicar posts exclusivos. Escolha "Todos" em Visível para.'],
  POST_TOO_MANY_TAGS: ['BAD_REQUEST', 'Escolha até 5 tags por post.'],
  TAG_NAME_RESERVED: ['BAD_REQUEST', 'Esse nome de tag é reservado. Escolha outro.'],
  POST_EXCLUSIVE: ['FORBIDDEN', 'Conteúdo exclusivo para assinantes. Veja os planos para ter acesso.'],
  // The web shows the code's title ('Limite atingido' …) with this text below it.
  MEDIA_LIMIT: ['FORBIDDEN', 'Limite atingido. Seu plano não permite mais arquivos neste post.'],
  MEDIA_INVALID: [
    'BAD_REQUEST',
    'Arquivo inválido. Envie imagens JPG, PNG, WebP ou GIF, vídeos MP4 ou WebM, ou áudio MP3, OGG, M4A ou WAV.',
  ],
  MEDIA_UPGRADE: ['FORBIDDEN', 'Upgrade necessário. Vídeo e áudio estão disponíveis nos planos Prata e Ouro.'],
  MEDIA_TOO_LARGE: ['PAYLOAD_TOO_LARGE', 'Arquivo muito grande para o seu plano.'],
  MEDIA_UPLOAD_NOT_FOUND: ['NOT_FOUND', 'Envio não encontrado ou expirado. Escolha o arquivo de novo.'],
  MEDIA_KEY_INVALID: ['BAD_REQUEST', 'Endereço de arquivo inválido.'],
  COMMENT_EMPTY: ['BAD_REQUEST', 'Escreva um comentário antes de enviar.'],
  COMMENT_NOT_FOUND: ['NOT_FOUND', 'Comentário não encontrado'],
  COMMENT_NOT_AUTHOR: ['FORBIDDEN', 'Só quem escreveu pode editar ou apagar este comentário.'],
  POST_EDIT_NOT_AUTHOR: ['FORBIDDEN', 'Só quem publicou pode editar este post.'],
  EDIT_WINDOW_CLOSED: ['FORBIDDEN', 'Só dá para editar nas primeiras 24 horas depois de publicar.'],
  POST_POLL_NOT_ALLOWED: ['FORBIDDEN', 'Upgrade necessário. Seu plano não permite criar enquetes.'],
  POST_POLL_NOT_FOUND: ['NOT_FOUND', 'Enquete não encontrada'],
  POST_POLL_EXPIRED: ['FORBIDDEN', 'Enquete expirada'],
  POST_POLL_CLOSED: ['FORBIDDEN', 'Esta enquete foi fechada'],
  POST_POLL_ALREADY_VOTED: ['CONFLICT', 'Você já votou nesta enquete.'],
  POST_POLL_ONE_OPTION: ['BAD_REQUEST', 'Esta enquete aceita só uma opção.'],
  POST_POLL_OPTION_UNKNOWN: ['BAD_REQUEST', 'Opção não encontrada nesta enquete.'],
  POST_POLL_NOT_AUTHOR: ['FORBIDDEN', 'Só quem criou a enquete pode fechá-la.'],
  CONVERSATION_NOT_FOUND: ['NOT_FOUND', 'Conversa não encontrada'],
  MESSAGE_SEND_FAILED: ['INTERNAL_SERVER_ERROR', 'Erro ao enviar mensagem'],
  MEMBER_NOT_FOUND: ['NOT_FOUND', 'Membro não encontrado. Confira o @usuário.'],
  CONVERSATION_NOT_ALLOWED: ['FORBIDDEN', 'Assine um plano para iniciar conversas.'],
  CONVERSATION_TOO_LARGE: ['FORBIDDEN', 'Seu plano não permite tantos participantes nesta conversa.'],
  MEMBER_NOT_ACCEPTING: ['FORBIDDEN', 'Este membro não aceita novas conversas.'],
  MEMBER_BLOCKED: ['FORBIDDEN', 'Não é possível conversar com este membro.'],
  CONVERSATION_BLOCKED: ['FORBIDDEN', 'Não é possível enviar mensagens nesta conversa.'],
  BLOCK_SELF: ['BAD_REQUEST', 'Você não pode bloquear a si mesmo.'],
  // Chat actions on one message ('Responder', 'Reagir', 'Apagar').
  MESSAGE_NOT_FOUND: ['NOT_FOUND', 'Mensagem não encontrada'],
  MESSAGE_DELETE_NOT_ALLOWED: ['FORBIDDEN', 'Só dá para apagar para todos as suas mensagens, até 15 minutos depois de enviar.'],
  // Feed controls: the artist's pins, a member's mutes, the Ouro custom badge.
  PIN_NOT_ARTIST: ['FORBIDDEN', 'Só o artista pode fixar posts no topo.'],
  PIN_LIMIT: ['CONFLICT', 'Você já tem 3 posts fixados. Desafixe um para fixar este.'],
  MUTE_SELF: ['BAD_REQUEST', 'Você não pode silenciar a si mesmo.'],
  // Following: never oneself, never across a block.
  FOLLOW_SELF: ['BAD_REQUEST', 'Você não pode seguir a si mesmo.'],
  FOLLOW_BLOCKED: ['FORBIDDEN', 'Não é possível seguir este membro.'],
  BADGE_NOT_OURO: ['FORBIDDEN', 'O selo personalizado é um benefício do plano Ouro.'],
  GROUP_NAME_REQUIRED: ['BAD_REQUEST', 'Dê um nome ao grupo'],
  NOTIFICATION_NOT_FOUND: ['NOT_FOUND', 'Notificação não encontrada'],
  REALTIME_UNAVAILABLE: ['SERVICE_UNAVAILABLE', 'Realtime indisponível no momento. Atualize a página para ver as novidades.'],
  ARTIST_UNAUTHORIZED: ['UNAUTHORIZED', 'Sessão do painel expirada. Entre novamente.'],
  ARTIST_WRONG_PASSWORD: ['UNAUTHORIZED', 'Senha incorreta'],
  ARTIST_LOGIN_LOCKED: ['TOO_MANY_REQUESTS', 'Muitas tentativas de login. Aguarde 15 minutos e tente novamente.'],
  ARTIST_LOGIN_UNAVAILABLE: [
    'SERVICE_UNAVAILABLE',
    'Login do painel temporariamente indisponível por segurança. Tente novamente em alguns minutos.',
  ],
  ARTIST_AUTH_FAILED: ['INTERNAL_SERVER_ERROR', 'Erro ao autenticar'],
  VOTER_NOT_FOUND: ['NOT_FOUND', 'Votante não encontrado'],
  CONTACT_UPDATE_FAILED: ['INTERNAL_SERVER_ERROR', 'Erro ao atualizar status de contato'],
  RAFFLE_NOT_FROZEN: ['CONFLICT', 'O sorteio só pode ser feito depois que a votação encerrar e a lista de cupons for congelada.'],
  RAFFLE_ALREADY_DRAWN: ['CONFLICT', 'O sorteio já foi realizado.'],
  RAFFLE_NO_COUPONS: ['CONFLICT', 'Não há cupons para sortear.'],
  RAFFLE_LIST_NOT_FROZEN: ['NOT_FOUND', 'A lista de cupons ainda não foi congelada.'],
  RAFFLE_UNAVAILABLE: ['SERVICE_UNAVAILABLE', 'Sorteio indisponível no momento. Tente novamente em instantes.'],
  RAFFLE_VOID_FROZEN: ['CONFLICT', 'A lista de cupons já foi congelada: não é mais possível anular cupons deste sorteio.'],
  RAFFLE_GROUP_CHANGED: ['CONFLICT', 'Este grupo mudou desde que a lista foi aberta. Atualize a lista e confira de novo antes de anular.'],
  RAFFLE_NOT_A_WINNER: ['NOT_FOUND', 'Este cupom não está entre os ganhadores.'],
  RAFFLE_CLAIM_CLOSED: ['CONFLICT', 'O prazo de resgate deste prêmio terminou.'],
  // Moderation: reports ('Denunciar'), removals and suspensions.
  REPORT_DUPLICATE: ['CONFLICT', 'Você já denunciou este conteúdo.'],
  REPORT_TARGET_NOT_FOUND: ['NOT_FOUND', 'Não encontramos este conteúdo. Ele pode ter sido apagado.'],
  REPORT_SELF: ['BAD_REQUEST', 'Você não pode denunciar algo seu.'],
  MODERATION_FORBIDDEN: ['FORBIDDEN', 'Só a moderação pode remover este conteúdo.'],
  MODERATION_TARGET_NOT_FOUND: ['NOT_FOUND', 'Este item não existe mais.'],
  SUSPEND_ARTIST: ['BAD_REQUEST', 'A conta do artista não pode ser suspensa.'],
  // Signing in while suspended; a suspension with an end says it: 'Sua conta está suspensa até 04/12/2026.'
  ACCOUNT_SUSPENDED: ['FORBIDDEN', 'Sua conta foi suspensa.'],
  RAFFLE_REDRAW_NOT_DUE: [
    'CONFLICT',
    'Ainda não há prêmios para sortear de novo: o prazo de resgate não terminou ou todos foram resgatados.',
  ],
  RAFFLE_NOT_CLAIMED: ['CONFLICT', 'Este prêmio não está marcado como resgatado.'],
  RAFFLE_UNDO_CLOSED: ['CONFLICT', 'Este resgate não pode mais ser desfeito: o resultado desta rodada já está fechado.'],
  LIVE_NOT_FOUND: ['NOT_FOUND', 'Live não encontrada.'],
  LIVE_IN_PAST: ['BAD_REQUEST', 'Escolha uma data e um horário que ainda não passaram.'],
  LIVES_TIER_ONLY: ['FORBIDDEN', 'Lives são um benefício dos planos Prata e Ouro.'],
  ARTIST_ACCESS_OURO_ONLY: ['FORBIDDEN', 'Acesso direto ao MC Mito é um benefício do plano Ouro.'],
  SUPPORT_TIER_ONLY: ['FORBIDDEN', 'Suporte prioritário é um benefício dos planos Prata e Ouro.'],
  SUPPORT_REQUEST_NOT_FOUND: ['NOT_FOUND', 'Mensagem de suporte não encontrada ou já respondida.'],
} as const satisfies Record<string, readonly [TRPC_ERROR_CODE_KEY, string]>;

export type AppErrorCode = keyof typeof APP_ERRORS;

/** The table's text for a code, as a type: a web fallback typed with it cannot drift from the server's. */
export type ErrorText<C extends AppErrorCode> = (typeof APP_ERRORS)[C][1];

/** The body a plain route answers a failure with (http/answer-error.ts). */
export interface ErrorBody {
  error: { message: string; code: AppErrorCode };
}

import type { $ZodErrorMap, $ZodRawIssue } from 'zod/v4/core';
import { APP_ERRORS } from '../contracts/errors';

/**
 * Brazilian-Portuguese texts for the zod issues a contract did not word itself (a missing
 * field, a number where text goes, a length without a message). zod 4.6 ships a `pt-BR` locale,
 * and `z.config(z.locales.ptBR())` was tried and rejected: it speaks to developers about types
 * and bounds ("Entrada inválida: esperava um texto, recebeu um valor "undefined"", "Pequeno
 * demais: esperava que o texto tivesse >= 3 caracteres") and names no field. These name the field
 * the person filled in, in the forms' words, and a field without a name gets the form's general
 * text. Installed once, in trpc/error-format.ts.
 */
const FALLBACK = APP_ERRORS.BAD_INPUT[1];

/** The contracts' field names as a person reads them on the forms. */
const LABELS: Record<string, string> = {
  name: 'Nome',
  cpf: 'CPF',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
  optionId: 'Design',
  voterToken: 'Voto',
  voteKey: 'Voto',
  idempotencyKey: 'Voto',
  coupon: 'Cupom',
  cpfLast4: '4 últimos dígitos do CPF',
  items: 'Camisetas',
  productId: 'Produto',
  size: 'Tamanho',
  quantity: 'Quantidade',
  customer: 'Seus dados',
  cep: 'CEP',
  logradouro: 'Logradouro',
  numero: 'Número',
  complemento: 'Complemento',
  bairro: 'Bairro',
  cidade: 'Cidade',
  estado: 'Estado',
  orderId: 'Pedido',
  orderCode: 'Pedido',
};

/** The innermost named field of the issue's path (`items.0.quantity` → Quantidade). */
function labelOf(path: readonly PropertyKey[] | undefined): string | null {
  for (let i = (path?.length ?? 0) - 1; i >= 0; i--) {
    const key = path![i];
    // Configuration variables (env.ts) are read by operators, who know them by name.
    if (typeof key === 'string') return LABELS[key] ?? (/^[A-Z][A-Z0-9_]*$/.test(key) ? key : null);
  }
  return null;
}

const UNITS: Record<string, [one: string, many: string]> = {
  string: ['caractere', 'caracteres'],
  array: ['item', 'itens'],
  set: ['item', 'itens'],
};

function amount(n: number | bigint, origin: string): string {
  const unit = UNITS[origin];
  return unit ? `${n} ${Number(n) === 1 ? unit[0] : unit[1]}` : String(n);
}

function ptBrMessage(issue: $ZodRawIssue): string {
  const label = labelOf(issue.path);
  if (!label) return FALLBACK;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? `Campo obrigatório: ${label}` : `Campo inválido: ${label}`;
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return `Campo obrigatório: ${label}`;
      return `${label}: no mínimo ${amount(issue.minimum, issue.origin)}`;
    case 'too_big':
      return `${label}: no máximo ${amount(issue.maximum, issue.origin)}`;
    case 'invalid_format':
      return issue.format === 'email' ? 'Email inválido' : `Campo inválido: ${label}`;
    case 'invalid_value':
      return `Opção inválida: ${label}`;
    default:
      return `Campo inválido: ${label}`;
  }
}

export const zodPtBr: $ZodErrorMap = (issue) => ptBrMessage(issue);

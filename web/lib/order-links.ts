/**
 * The checkout link of orders this tab has opened, by order code. The
 * confirmation page is read by code and never learns the order id (the code
 * travels further: receipts, screenshots), so only the tab that saw the
 * checkout can offer 'Tentar novamente' there. Session storage: it survives the
 * trip to the payment page and back, and is gone with the tab.
 */
const KEY = 'mito_order_links';
const KEEP = 10;

type Links = Array<[orderCode: string, orderId: string]>;

function read(): Links {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed)
      ? (parsed as Links).filter((e) => Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'string')
      : [];
  } catch {
    return [];
  }
}

export function rememberOrderLink(orderCode: string, orderId: string) {
  try {
    const rest = read().filter(([code]) => code !== orderCode);
    sessionStorage.setItem(KEY, JSON.stringify([[orderCode, orderId], ...rest].slice(0, KEEP)));
  } catch {
    // Storage full or disabled: the confirmation then offers a new order instead.
  }
}

/** The order id this tab saw for the code, if any. */
export function orderIdForCode(orderCode: string): string | null {
  const code = orderCode.trim().toUpperCase();
  return read().find(([c]) => c === code)?.[1] ?? null;
}

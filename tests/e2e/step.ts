/**
 * A journey's wait, named: when it times out, the failure says which step of the journey was
 * waited for ('o aviso "Senha redefinida!" depois de redefinir'), not only the locator.
 */
export async function step<T>(what: string, wait: () => Promise<T>): Promise<T> {
  try {
    return await wait();
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    throw new Error(`O passo "${what}" não aconteceu: ${reason}`, { cause: e });
  }
}

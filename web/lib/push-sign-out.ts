/**
 * 'Sair': the server already forgot this browser's push device (it belonged to the session); the
 * browser drops its subscription too, so the next member here starts with notifications off.
 */
export async function dropPushSubscription(): Promise<void> {
  try {
    const reg = await navigator.serviceWorker?.getRegistration();
    const sub = await reg?.pushManager?.getSubscription();
    await sub?.unsubscribe();
  } catch {
    // No worker or no push here: nothing to drop.
  }
}

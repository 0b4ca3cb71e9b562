import { useSyncExternalStore } from 'react';

/** Fields the phone's keyboard opens for: while one has focus, the tab bar steps aside (as in WhatsApp and Instagram). */
const TYPING =
  'textarea, [contenteditable=""], [contenteditable="true"], input:not([type]), input[type=text], input[type=search], input[type=email], input[type=tel], input[type=url], input[type=password], input[type=number]';
/**
 * The bar comes back this long after typing ends: the tap that ended it (on 'Salvar', below the field)
 * lifts its finger where it pressed, not on the bar rising under it while the keyboard closes.
 */
const RETURN_MS = 400;

const typingNow = () => document.activeElement instanceof Element && document.activeElement.matches(TYPING);

let typing = false;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const set = (next: boolean) => {
  if (next === typing) return;
  typing = next;
  for (const l of listeners) l();
};
// focusout fires before the next focusin: moving from one field to the next never shows the bar.
const onFocus = () => {
  clearTimeout(timer);
  if (typingNow()) set(true);
  else timer = setTimeout(() => set(typingNow()), RETURN_MS);
};

function subscribe(onChange: () => void) {
  if (listeners.size === 0) {
    typing = typingNow();
    document.addEventListener('focusin', onFocus);
    document.addEventListener('focusout', onFocus);
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0) return;
    clearTimeout(timer);
    document.removeEventListener('focusin', onFocus);
    document.removeEventListener('focusout', onFocus);
  };
}

/** True while the member types (a chat's composer, a post, a search). Focus tells it, so a chat needs no wiring of its own. */
export const useTyping = () =>
  useSyncExternalStore(
    subscribe,
    () => typing,
    () => false,
  );

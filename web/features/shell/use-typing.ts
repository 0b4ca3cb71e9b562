import { useSyncExternalStore } from 'react';

/** Fields the phone's keyboard opens for: while one has focus, the tab bar steps aside (as in WhatsApp and Instagram). */
const TYPING =
  'textarea, [contenteditable=""], [contenteditable="true"], input:not([type]), input[type=text], input[type=search], input[type=email], input[type=tel], input[type=url], input[type=password], input[type=number]';

const typingNow = () => document.activeElement instanceof Element && document.activeElement.matches(TYPING);

function subscribe(onChange: () => void) {
  document.addEventListener('focusin', onChange);
  document.addEventListener('focusout', onChange);
  return () => {
    document.removeEventListener('focusin', onChange);
    document.removeEventListener('focusout', onChange);
  };
}

/**
 * True while the member types (a chat's composer, a post, a search). Focus tells it, so a chat needs
 * no wiring of its own; focusout fires before the next focusin, and the store reads the settled state.
 */
export const useTyping = () => useSyncExternalStore(subscribe, typingNow, () => false);

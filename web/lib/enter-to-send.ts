import type { KeyboardEvent } from 'react';

/**
 * A composer's keys, as in messages: Enter sends, Shift+Enter adds a line. An Enter that ends an
 * IME composition (Japanese, Chinese, accented input on some keyboards) only confirms the text.
 */
export const enterToSend =
  (send: () => void) =>
  (e: KeyboardEvent<HTMLTextAreaElement>): void => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };

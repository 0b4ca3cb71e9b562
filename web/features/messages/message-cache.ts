import type { MessageView } from '../../../worker/contracts/messages';
import type { trpc } from '../../lib/trpc';

type Utils = ReturnType<typeof trpc.useUtils>;

/**
 * Puts a message into its conversation's cached pages unless a message with that id is
 * already there: the sender's own answer and the live event carry the same message.
 */
export function addMessage(utils: Utils, message: MessageView) {
  utils.messages.list.setInfiniteData({ conversationId: message.conversationId }, (data) => {
    if (!data) return data;
    if (data.pages.some((p) => p.messages.some((m) => m.id === message.id))) return data;
    const [newest, ...older] = data.pages;
    if (!newest) return data;
    return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
  });
}

/** Pages arrive newest first; the chat shows oldest first, each message once. */
export function flattenPages(pages: Array<{ messages: MessageView[] }> | undefined): MessageView[] {
  const seen = new Set<string>();
  const out: MessageView[] = [];
  for (const page of [...(pages ?? [])].reverse()) {
    for (const m of page.messages) {
      if (seen.has(m.id)) continue;
      seen.add(m.id);
      out.push(m);
    }
  }
  return out;
}

type Patch = (m: MessageView) => MessageView | null;

/** Changes one cached message in place (null drops it): a reaction or a deletion seen live. */
export function patchMessage(utils: Utils, conversationId: string, messageId: string, patch: Patch) {
  utils.messages.list.setInfiniteData({ conversationId }, (data) => {
    if (!data) return data;
    return {
      ...data,
      pages: data.pages.map((p) => ({
        ...p,
        messages: p.messages.flatMap((m) => {
          if (m.id !== messageId) return [m];
          const next = patch(m);
          return next ? [next] : [];
        }),
      })),
    };
  });
}

import { describe, expect, it } from 'vitest';
import { openInNewTab, redirectTo } from '../../web/lib/redirect';

/** A window stand-in: same-window or framed, with a popup blocker switch. */
function fakeWindow(o: { framed?: boolean; topBlocked?: boolean; popupBlocked?: boolean } = {}) {
  const calls: string[] = [];
  const top = {
    location: {
      set href(url: string) {
        if (o.topBlocked) throw new DOMException('blocked', 'SecurityError');
        calls.push(`top:${url}`);
      },
    },
  };
  const win = {
    location: { assign: (url: string) => calls.push(`self:${url}`) },
    open: (url: string) => {
      calls.push(`open:${url}`);
      return o.popupBlocked ? null : ({ opener: {} } as Window);
    },
  } as unknown as Window & { top: unknown; self: unknown };
  Object.assign(win, { self: win, top: o.framed ? top : win });
  return { win: win as Window, calls };
}

describe('redirect helper', () => {
  it('goes to the page in this window', () => {
    const { win, calls } = fakeWindow();
    expect(redirectTo('https://pay.example/cs_1', win)).toBe(true);
    expect(calls).toEqual(['self:https://pay.example/cs_1']);
  });

  it('inside an iframe it moves the top window', () => {
    const { win, calls } = fakeWindow({ framed: true });
    expect(redirectTo('https://pay.example/cs_2', win)).toBe(true);
    expect(calls).toEqual(['top:https://pay.example/cs_2']);
  });

  it('when the top window is off limits it opens a new tab', () => {
    const { win, calls } = fakeWindow({ framed: true, topBlocked: true });
    expect(redirectTo('https://pay.example/cs_3', win)).toBe(true);
    expect(calls).toEqual(['open:https://pay.example/cs_3']);
  });

  it('returns false when the popup is blocked too, so the page offers the manual link', () => {
    const { win } = fakeWindow({ framed: true, topBlocked: true, popupBlocked: true });
    expect(redirectTo('https://pay.example/cs_4', win)).toBe(false);
    expect(openInNewTab('https://pay.example/cs_4', win)).toBe(false);
  });
});

import { useEffect, useState } from 'react';

/**
 * The height of the part of the screen the page can use, in CSS pixels: on a phone it shrinks
 * when the on-screen keyboard opens (the visual viewport), so a full-screen chat keeps its input
 * and newest message above the keyboard. Undefined until the browser says (and where it cannot).
 */
export function useVisibleHeight(): number | undefined {
  const [height, setHeight] = useState<number | undefined>(() =>
    typeof window === 'undefined' ? undefined : window.visualViewport?.height,
  );
  useEffect(() => {
    const vv = window.visualViewport;
    if (!vv) return;
    const update = () => setHeight(vv.height);
    update();
    vv.addEventListener('resize', update);
    return () => vv.removeEventListener('resize', update);
  }, []);
  return height;
}

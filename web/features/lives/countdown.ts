import { useEffect, useRef, useState } from 'react';

const pad = (n: number) => String(n).padStart(2, '0');

/** '2 dias e 03:15:20', '1 dia e 00:00:05', '00:04:59': what is left until a live starts. */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  if (days === 0) return clock;
  return `${days} ${days === 1 ? 'dia' : 'dias'} e ${clock}`;
}

/** Milliseconds until `at`, ticking every second; calls `onReached` once when it reaches zero. */
export function useCountdown(at: string | null, onReached: () => void): number | null {
  const target = at ? new Date(at).getTime() : null;
  const [now, setNow] = useState(() => Date.now());
  // The latest callback, without restarting the timer when a parent re-renders with a new closure.
  const reachedRef = useRef(onReached);
  reachedRef.current = onReached;
  useEffect(() => {
    if (target === null) return;
    let reached = false;
    const tick = () => {
      const t = Date.now();
      setNow(t);
      if (!reached && t >= target) {
        reached = true;
        reachedRef.current();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [target]);
  return target === null ? null : target - now;
}

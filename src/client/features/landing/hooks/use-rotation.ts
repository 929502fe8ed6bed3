import { useCallback, useEffect, useState } from 'react';

/**
 * Cycles through `count` items: every `intervalMs` the current one fades out for `fadeMs`,
 * then the next one fades in. Picking an item by hand restarts the clock. A visitor who asks
 * for reduced motion (`prefers-reduced-motion: reduce`) sees one item until they pick another.
 */
export function useRotation(count: number, intervalMs: number, fadeMs: number) {
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);
  const [restarts, setRestarts] = useState(0);

  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let fade: number | undefined;
    const timer = window.setInterval(() => {
      setVisible(false);
      fade = window.setTimeout(() => {
        setIndex((current) => (current + 1) % count);
        setVisible(true);
      }, fadeMs);
    }, intervalMs);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(fade);
    };
  }, [count, intervalMs, fadeMs, restarts]);

  const show = useCallback((next: number) => {
    setIndex(next);
    setVisible(true);
    setRestarts((value) => value + 1);
  }, []);

  return { index, visible, show };
}

import { useLayoutEffect, useState } from 'react';

/** Room kept between the post and the export bar. */
const GAP_PX = 12;

/**
 * The height from an element's place on the page (as laid out, without scrolling) down to the
 * top of the fixed bottom bar, so that what starts there fits above the bar when the page opens.
 * Follows window resizes and changes of the bar's and the page's size (a notice that wraps, a
 * heading whose names arrive). Returns the ref callback for the element and the height, null
 * until measured.
 */
export function useFitHeight(): [(element: HTMLElement | null) => void, number | null] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!element) return;
    const bar = () => document.querySelector<HTMLElement>('[data-bottom-bar]');
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      const barHeight = bar()?.getBoundingClientRect().height ?? 0;
      setHeight(Math.floor(window.innerHeight - barHeight - top - GAP_PX));
    };
    measure();
    const observer = new ResizeObserver(measure);
    const observed = bar();
    if (observed) observer.observe(observed);
    if (element.parentElement) observer.observe(element.parentElement);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [element]);
  return [setElement, height];
}

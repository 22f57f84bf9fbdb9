import { useCallback, useState } from 'react';

/**
 * The width of an element in CSS pixels, kept current with a ResizeObserver. nivo's SVG charts
 * need a size; measuring here instead of using its Responsive* wrappers lets a chart keep a
 * minimum width and scroll. 0 until measured, and always in jsdom, which has no layout.
 */
export function useElementWidth<T extends HTMLElement>(): readonly [(node: T | null) => () => void, number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback((node: T | null) => {
    if (!node) return () => {};
    const measure = () => setWidth(Math.floor(node.getBoundingClientRect().width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

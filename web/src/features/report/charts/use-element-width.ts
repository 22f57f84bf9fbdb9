import { useCallback, useState } from 'react';

/**
 * The width of an element in CSS pixels, kept current with a ResizeObserver. nivo's SVG charts
 * need a size; measuring here instead of using its Responsive* wrappers lets a chart keep a
 * minimum width and scroll. `firstWidth` is the width to draw at before the first measure (0:
 * none); the observer's first report arrives after the browser's own layout, so the element is
 * never measured by forcing a layout of a page that is still being built. Always `firstWidth` in
 * jsdom, which has no layout.
 */
export function useElementWidth<T extends HTMLElement>(
  firstWidth = 0,
): readonly [(node: T | null) => () => void, number] {
  const [width, setWidth] = useState(firstWidth);
  const ref = useCallback((node: T | null) => {
    if (!node) return () => {};
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

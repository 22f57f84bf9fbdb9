/**
 * jsdom has no matchMedia; next-themes (system mode) and Chakra's breakpoint hooks ask for it.
 * A stand-in whose lists answer `matches(query)` and never change.
 */
export const mediaQueriesAnswering =
  (matches: (query: string) => boolean) =>
  (query: string): MediaQueryList =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;

/**
 * A screen from every breakpoint up, for a test of a layout that only a wide screen builds (the
 * test kit's own stand-in answers no media query). Answers the function that puts it back.
 */
export function onWideScreen(): () => void {
  const original = window.matchMedia;
  window.matchMedia = mediaQueriesAnswering((query) => query.includes('min-width'));
  return () => {
    window.matchMedia = original;
  };
}

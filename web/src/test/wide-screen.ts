/**
 * A screen from every breakpoint up (jsdom's own stand-in answers no media query): for a test of a
 * layout that only a wide screen builds. Answers the function that puts the narrow screen back.
 */
export function onWideScreen(): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('min-width'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    window.matchMedia = original;
  };
}

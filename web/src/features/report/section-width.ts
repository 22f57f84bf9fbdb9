import { createContext, useContext } from 'react';

/**
 * The content width of a report section (its card's body), measured once from the first screen
 * after the browser has laid it out. A chart draws at a width worked out from it in its first
 * render (charts/chart-frame.tsx), instead of rendering empty, measuring (which would force a
 * layout of the half-built page) and rendering again. 0 when unknown.
 */
export const SectionWidthContext = createContext(0);

export const useSectionWidth = (): number => useContext(SectionWidthContext);

/** Marks a section's body, the box measured by `measureSectionWidth`. */
export const SECTION_BODY_ATTRIBUTE = 'data-report-section-body';

/** The content width of the first section body inside `root`, in whole CSS pixels; 0 without one. */
export function measureSectionWidth(root: HTMLElement | null): number {
  const body = root?.querySelector<HTMLElement>(`[${SECTION_BODY_ATTRIBUTE}]`);
  if (!body) return 0;
  const style = getComputedStyle(body);
  const padding = Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight);
  return Math.max(0, Math.floor(body.getBoundingClientRect().width - (padding || 0)));
}

/**
 * Page arithmetic of the pagination bar (spec 01 §9): total pages = ceil(total / size), at least
 * 1; a window of page buttons around the current page.
 */

export const totalPages = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(Math.max(0, total) / pageSize));

/** A page read from the address bar: a whole number from 1 to `last`, else the nearest such page. */
export function clampPage(
  value: string | number | null | undefined,
  last = Number.POSITIVE_INFINITY,
): number {
  const page = typeof value === 'number' ? value : Number.parseInt(value ?? '', 10);
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(Math.floor(page), Math.max(1, last));
}

/** Up to `count` consecutive page numbers with `current` as central as the ends allow. */
export function pageWindow(current: number, last: number, count: number): number[] {
  const size = Math.min(count, last);
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), last - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

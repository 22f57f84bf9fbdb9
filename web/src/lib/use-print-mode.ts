import { useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';

/**
 * Whether the page is being printed (or saved as PDF), and since when: the ISO time the print
 * began, undefined on screen. Screens that print differently from what they show (a paginated
 * table printed whole, a print-only header) render their print form from it. The browser fires
 * `beforeprint` before it lays the page out for paper; the render is flushed inside that event so
 * the printed layout already has it, and `afterprint` brings the screen form back.
 */
let printedAt: string | undefined;
const listeners = new Set<() => void>();

const announce = (value: string | undefined) => {
  printedAt = value;
  flushSync(() => {
    for (const listener of listeners) listener();
  });
};
const onBeforePrint = () => announce(new Date().toISOString());
const onAfterPrint = () => announce(undefined);

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('beforeprint', onBeforePrint);
    window.addEventListener('afterprint', onAfterPrint);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('beforeprint', onBeforePrint);
    window.removeEventListener('afterprint', onAfterPrint);
  };
}

/** The ISO time printing began, or undefined while the page is on screen. */
export const usePrintedAt = (): string | undefined =>
  useSyncExternalStore(
    subscribe,
    () => printedAt,
    () => undefined,
  );

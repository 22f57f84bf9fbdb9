import { useEffect, useRef } from 'react';

/**
 * What a form has typed, kept when the session ends under it: the values go into the return path
 * as query parameters (the path /login sends the user back to), and the form reads them from
 * there as it would a link's (the analyzer takes `?address=…`). Only forms mounted at that moment
 * are asked; empty values are left out.
 */
type Draft = () => Readonly<Record<string, string>>;

const drafts = new Set<Draft>();

/** `path` with every mounted form's non-empty draft values set in its query. */
export function withDrafts(path: string): string {
  const url = new URL(path, 'https://app.invalid');
  for (const draft of drafts)
    for (const [name, value] of Object.entries(draft()))
      if (value.trim()) url.searchParams.set(name, value.trim());
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Keeps `values` (read when the session ends) while the calling form is mounted. */
export function useDraftKeptOnSignOut(values: Readonly<Record<string, string>>): void {
  const latest = useRef(values);
  latest.current = values;
  useEffect(() => {
    const draft: Draft = () => latest.current;
    drafts.add(draft);
    return () => {
      drafts.delete(draft);
    };
  }, []);
}

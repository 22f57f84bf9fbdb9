import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The emotion cache of the test file that runs: the files of a worker share one document, and a
 * cache keeps every rule it ever inserted there, one `<style>` element each (emotion's
 * development mode). jsdom's getComputedStyle, which every role query and pointer action calls,
 * reads all of them: by a worker's last files it was reading thousands. Each file starts with an
 * empty sheet instead, as each page load does.
 */
let current: EmotionCache | undefined;

export const fileStyleCache = (): EmotionCache => {
  current ??= createCache({ key: 'css' });
  return current;
};

/** Removes the file's rules from the document; the next file makes a cache of its own. */
export function dropFileStyleCache(): void {
  current?.sheet.flush();
  current = undefined;
}

/**
 * Exchange identification marks (spec 02 §3 "Exchange logos": a map keyed by lower-cased exchange
 * names, with a default placeholder). We ship no third-party logos, so each exchange gets a
 * generated monogram whose letters and colour follow from its lower-cased name: the same
 * exchange always looks the same, and "Binance" and "binance" are one exchange.
 */

const palettes = ['blue', 'teal', 'purple', 'orange', 'cyan', 'pink', 'green', 'yellow'] as const;
export type MonogramPalette = (typeof palettes)[number];

export interface ExchangeMonogram {
  /** The lower-cased, trimmed name: the key of the logo map. */
  readonly key: string;
  /** One or two capital letters. */
  readonly letters: string;
  readonly palette: MonogramPalette;
}

/** The key of the logo map for a name; empty for no name. */
export const exchangeKey = (name: string | null | undefined): string => (name ?? '').trim().toLowerCase();

// A stable string hash (FNV-1a); only the spread of colours matters, not its strength.
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * The monogram of an exchange, or null (the default placeholder) without a usable name. A domain
 * ("gate.io") reads by its name part; two or more words give two initials ("huobi global" → HG).
 */
export function exchangeMonogram(name: string | null | undefined): ExchangeMonogram | null {
  const key = exchangeKey(name);
  const words = key
    .replace(/\.[a-z]{2,}$/, '')
    .split(/[\s._-]+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((w) => w !== '');
  if (words.length === 0) return null;
  const letters = words
    .slice(0, 2)
    .map((w) => [...w][0]!.toUpperCase())
    .join('');
  return { key, letters, palette: palettes[hash(key) % palettes.length]! };
}

/**
 * Address and key shortening (spec 01 §9, spec 02 §2). The ellipsis is one character (…) so a
 * shortened address is never longer than the original.
 */

/**
 * The first `head` and last `tail` characters joined by an ellipsis. An address that would not get
 * shorter (at most head + tail + 1 characters) is returned whole.
 */
export const shortenAddress = (address: string, head = 6, tail = 6): string =>
  address.length <= head + tail + 1 ? address : `${address.slice(0, head)}…${address.slice(-tail)}`;

/** spec 01 §9: characters kept at each end, by where the address is shown. */
export const ADDRESS_SHORTENING = {
  mobileCard: { head: 6, tail: 4 },
  desktopCard: { head: 10, tail: 6 },
  table: { head: 8, tail: 6 },
  /** spec 02 §2: the report screen. */
  report: { head: 6, tail: 6 },
} as const;
export type AddressContext = keyof typeof ADDRESS_SHORTENING;

export const shortenAddressFor = (address: string, context: AddressContext): string => {
  const { head, tail } = ADDRESS_SHORTENING[context];
  return shortenAddress(address, head, tail);
};

/**
 * spec 01 §9, the second key mask: keys longer than 16 characters show their first 8 and last 8
 * joined by dots; shorter keys are shown whole. (The key list's 6 + 8 mask characters + 4 form is
 * `maskApiKey` in shared/rules/api-key-rules.ts.)
 */
export const abbreviateKey = (key: string): string =>
  key.length > 16 ? `${key.slice(0, 8)}...${key.slice(-8)}` : key;

import { EARLY_READS_GLOBAL } from '../../../shared/site/boot-script';

/** A read the boot script sent (shared/site/boot-script.ts), with what it was sent with. */
interface EarlyRead {
  readonly token: string;
  readonly language: string;
  readonly response: Promise<Response>;
}

/** null: the app asked for that address itself, so the boot script does not. */
const earlyReads = (): Map<string, EarlyRead | null> | undefined =>
  (window as unknown as Record<string, Map<string, EarlyRead | null> | undefined>)[EARLY_READS_GLOBAL];

/**
 * The reads are for the page's start: this long after navigation, what nobody took (the app found
 * another address in the URL, or left the report) is let go with the rest, and every request is
 * the client's own.
 */
export const EARLY_READ_KEPT_MS = 10_000;

/**
 * The answer to a request the boot script already sent, handed over once: the same address, sent
 * with the same access token and language as the API client would send it now, within
 * EARLY_READ_KEPT_MS of navigation. A read sent with another token (the session was renewed or
 * ended since) or language is let go, and the client asks afresh. Until then an address the
 * client asks for is marked as its own either way, so the boot script, whose result read may
 * still be on its way, does not send it too.
 */
export function takeEarlyRead(
  url: string,
  token: string | undefined,
  language: string,
  sinceNavigationMs = performance.now(),
): Promise<Response> | undefined {
  const reads = earlyReads();
  if (!reads) return undefined;
  if (sinceNavigationMs >= EARLY_READ_KEPT_MS) {
    delete (window as unknown as Record<string, unknown>)[EARLY_READS_GLOBAL];
    return undefined;
  }
  const read = reads.get(url);
  reads.set(url, null);
  return read && read.token === token && read.language === language ? read.response : undefined;
}

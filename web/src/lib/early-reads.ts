import { EARLY_READS_GLOBAL } from '../../../shared/site/boot-script';

/** A read the boot script sent (shared/site/boot-script.ts), with what it was sent with and when. */
interface EarlyRead {
  readonly token: string;
  readonly language: string;
  /** Epoch ms. */
  readonly at: number;
  readonly response: Promise<Response>;
}

/** null: the app asked for that address itself, so the boot script does not. */
const earlyReads = (): Map<string, EarlyRead | null> | undefined =>
  (window as unknown as Record<string, Map<string, EarlyRead | null> | undefined>)[EARLY_READS_GLOBAL];

/**
 * A read is for the page's start: one nobody took by then (the app found another address in the
 * URL, or left the report) is let go, and a later request asks afresh.
 */
export const EARLY_READ_KEPT_MS = 10_000;

/**
 * The answer to a request the boot script already sent, handed over once: the same address, sent
 * with the same access token and language as the API client would send it now, less than
 * EARLY_READ_KEPT_MS ago. A read sent with another token (the session was renewed or ended since)
 * or language is let go, and the client asks afresh. The address is marked as the app's either
 * way, so the boot script, whose result read may still be on its way, does not send it too.
 */
export function takeEarlyRead(
  url: string,
  token: string | undefined,
  language: string,
  nowMs = Date.now(),
): Promise<Response> | undefined {
  const reads = earlyReads();
  if (!reads) return undefined;
  const read = reads.get(url);
  reads.set(url, null);
  return read && read.token === token && read.language === language && nowMs - read.at < EARLY_READ_KEPT_MS
    ? read.response
    : undefined;
}

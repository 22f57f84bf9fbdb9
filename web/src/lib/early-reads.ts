import { EARLY_READS_GLOBAL } from '../../../shared/site/boot-script';

/** A read the boot script sent (shared/site/boot-script.ts), with what it was sent with. */
interface EarlyRead {
  readonly token: string;
  readonly language: string;
  readonly response: Promise<Response>;
}

const earlyReads = (): Map<string, EarlyRead> | undefined =>
  (window as unknown as Record<string, Map<string, EarlyRead> | undefined>)[EARLY_READS_GLOBAL];

/**
 * The answer to a request the boot script already sent, handed over once: the same address, sent
 * with the same access token and language as the API client would send it now. A read sent with
 * another token (the session was renewed or ended since) or language is let go, and the client
 * asks afresh.
 */
export function takeEarlyRead(
  url: string,
  token: string | undefined,
  language: string,
): Promise<Response> | undefined {
  const reads = earlyReads();
  const read = reads?.get(url);
  if (!read) return undefined;
  reads!.delete(url);
  return read.token === token && read.language === language ? read.response : undefined;
}

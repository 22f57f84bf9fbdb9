import { z } from 'zod';
import type { EntityDoc } from './entity-doc';
import { documented, soleItem, text } from './key-template';

/**
 * The open rate window of one subject (`login:<email>:<client>`, `codes-client:<client>`…): its
 * start and count, TTL at the window's end (rate-limiter.ts).
 */
export const rateWindowKey = soleItem('LIMIT#', text('subject'), 'WINDOW');

export const rateWindowItemSchema = z.object({
  /** Epoch s. */
  window_start: z.number(),
  count: z.number(),
});

export const toRateWindowItem = (subject: string, nowSeconds: number, windowSeconds: number) => ({
  ...rateWindowKey(subject),
  type: 'RateWindow',
  count: 1,
  window_start: nowSeconds,
  ttl: nowSeconds + windowSeconds,
});

export const rateWindowDocs: readonly EntityDoc[] = [
  {
    item: 'rate window',
    key: documented(rateWindowKey, 'login:ana@example.com:203.0.113.9'),
    reads: [
      'the rate limiter: the open window of a subject, e.g. sign-in attempts, redeliveries or confirmation mails of a user (consistent read)',
    ],
    holds:
      'window_start (epoch s), `count` (conditional ADD under the limit; a new window by a conditional put); `ttl` at the window end',
  },
];

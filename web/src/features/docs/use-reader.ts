import { useMemo, useState } from 'react';
import { displayTimeZone } from '../../lib/display-time-zone';
import { cacheLifetimes } from '../../lib/swr';
import { useApi } from '../../lib/use-api';
import type { Reader } from './docs-examples';

/** An enabled key's status. */
const ACTIVE_KEY_STATUS = 1;

/**
 * Who reads the docs, for examples of their own (docs-examples.ts): the moment the section was
 * opened, their display zone and, when signed in, their newest enabled API key's id (else their
 * newest key's; the list answers newest first). Signed out, the key list is never asked for.
 */
export function useReader(): Reader {
  const [now] = useState(() => Date.now());
  const { data } = useApi('listApiKeys', {}, cacheLifetimes.list);
  const keys = data?.api_keys ?? [];
  const apiKeyId = (keys.find((key) => key.status === ACTIVE_KEY_STATUS) ?? keys[0])?.id;
  return useMemo(
    () => ({ now, timeZone: displayTimeZone(), ...(apiKeyId === undefined ? {} : { apiKeyId }) }),
    [now, apiKeyId],
  );
}

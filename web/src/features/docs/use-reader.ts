import { useMemo, useState } from 'react';
import { API_KEY_STATUS } from '../../../../shared/rules/api-key-rules';
import { displayTimeZone } from '../../lib/display-time-zone';
import { cacheLifetimes } from '../../lib/swr';
import { useApi } from '../../lib/use-api';
import type { Reader } from './docs-examples';

/**
 * Who reads the docs, for examples of their own (docs-examples.ts): the moment the section was
 * opened, their display zone and, when signed in, their newest enabled API key's id (else their
 * newest key's; the list answers newest first). Signed out, the key list is never asked for.
 */
export function useReader(): Reader {
  const [now] = useState(() => Date.now());
  const { data } = useApi('listApiKeys', {}, cacheLifetimes.list);
  const keys = data?.api_keys ?? [];
  const apiKeyId = (keys.find((key) => key.status === API_KEY_STATUS.active) ?? keys[0])?.id;
  return useMemo(
    () => ({ now, timeZone: displayTimeZone(), ...(apiKeyId === undefined ? {} : { apiKeyId }) }),
    [now, apiKeyId],
  );
}

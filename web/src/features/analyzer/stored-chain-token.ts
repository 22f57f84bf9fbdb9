import { useCallback, useState } from 'react';
import {
  type ChainToken,
  chainTokenOf,
  DEFAULT_ANALYZER_CHAIN_TOKEN,
  parseChainToken,
} from '../../../../shared/rules/chain-rules';
import { readStored, storageKeys, writeStored } from '../../lib/storage';

/**
 * spec 01 §2: the analyzer remembers the last chain-token choice. A stored value outside the
 * catalogue (an old release, a hand edit) reads as the default.
 */
export function readChainToken(): ChainToken {
  const pair = parseChainToken(readStored(storageKeys.chainToken) ?? '');
  return pair ? chainTokenOf(pair.chain, pair.token) : DEFAULT_ANALYZER_CHAIN_TOKEN;
}

export function useStoredChainToken(): readonly [ChainToken, (value: ChainToken) => void] {
  const [value, setValue] = useState(readChainToken);
  const choose = useCallback((next: ChainToken) => {
    setValue(next);
    writeStored(storageKeys.chainToken, next);
  }, []);
  return [value, choose] as const;
}

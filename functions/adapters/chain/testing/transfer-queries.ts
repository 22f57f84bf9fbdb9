import type { Chain } from '../../../../shared/rules/chain-rules';
import type { TransferQuery } from '../../../domain/chain/chain-source';

/** A source test's queries: USDT of `address` on `chain`, at most 1000 transfers, unless `over` says else. */
export const transferQueriesOf =
  (chain: Chain, address: string) =>
  (over: Partial<TransferQuery> = {}): TransferQuery => ({
    chain,
    token: 'usdt',
    address,
    limit: 1000,
    ...over,
  });

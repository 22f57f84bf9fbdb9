import { tokenContracts } from '../../../../shared/constants/tokens';
import type { Chain } from '../../../../shared/rules/chain-rules';
import type { ChainSource, TransferHistory, TransferQuery } from '../../../domain/chain/chain-source';
import type { BackoffPolicy, Sleep } from '../backoff';
import { NewestTransfers } from '../newest-transfers';
import { TransferIndexer } from '../transfer-indexer';
import { createTronGridClient, sameOrigin } from './trongrid.client';
import { parseTrc20Balance, parseTrc20Page, type Trc20Page } from './trongrid.parser';

/**
 * TRON USDT transfers from TronGrid: `/v1/accounts/{a}/transactions/trc20`
 * filtered by contract and time window, newest first, 200 per page, followed by `fingerprint`
 * until `limit` is exceeded or the listing ends; the balance from `/v1/accounts/{a}`.
 */
export interface TronGridSourceDeps {
  readonly baseUrl: string;
  readonly apiKey?: string;
  readonly fetch: typeof fetch;
  readonly sleep: Sleep;
  readonly backoff?: BackoffPolicy;
  /** TronGrid's largest page. */
  readonly pageSize?: number;
}

const MAX_PAGE_SIZE = 200;

export function createTronGridSource(deps: TronGridSourceDeps): ChainSource {
  const { base, request } = createTronGridClient(deps);
  const pageSize = Math.min(deps.pageSize ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE);

  return {
    name: 'trongrid',
    supports: (chain: Chain) => chain === 'tron',

    async fetchTransfers(query: TransferQuery, signal?: AbortSignal): Promise<TransferHistory> {
      const contract = tokenContracts.tron[query.token].contract;
      const address = encodeURIComponent(query.address.trim());
      const collected = new NewestTransfers(query);
      const indexer = new TransferIndexer();
      const firstUrl = trc20Url(base, address, contract, pageSize, query);
      let url: string | undefined = firstUrl;
      let arrival = 0;
      const cursors = new Set<string>();

      while (url && !collected.full) {
        const page: Trc20Page = await request(
          url,
          'TronGrid trc20',
          (b) => parseTrc20Page(b, contract),
          signal,
        );
        for (const raw of page.transfers) {
          const transfer = indexer.assign(raw);
          // Arrival order is newest first across pages, so a falling rank is an older transfer.
          if (transfer) collected.add(transfer, -arrival++);
        }
        // The fingerprint on our own URL keeps the configured host and every filter;
        // links.next is the fallback for an answer that has only the link.
        const cursor = page.fingerprint ?? page.nextUrl;
        if (!cursor || page.transfers.length + page.skipped === 0 || cursors.has(cursor)) break;
        cursors.add(cursor);
        url = page.fingerprint
          ? `${firstUrl}&fingerprint=${encodeURIComponent(page.fingerprint)}`
          : sameOrigin(page.nextUrl!, base);
      }

      const currentBalance = await request(
        `${base}/v1/accounts/${address}`,
        'TronGrid account',
        (b) => parseTrc20Balance(b, contract),
        signal,
      );
      return {
        ...collected.result(),
        currentBalance,
        source: 'trongrid',
        simulated: false,
      };
    },
  };
}

/** TronGrid filters by epoch milliseconds; the query's bounds are inclusive seconds. */
function trc20Url(
  base: string,
  address: string,
  contract: string,
  pageSize: number,
  query: TransferQuery,
): string {
  const params = new URLSearchParams({
    limit: String(pageSize),
    contract_address: contract,
    only_confirmed: 'true',
    order_by: 'block_timestamp,desc',
  });
  if (query.startAt !== undefined) params.set('min_timestamp', String(query.startAt * 1000));
  if (query.endAt !== undefined) params.set('max_timestamp', String(query.endAt * 1000 + 999));
  return `${base}/v1/accounts/${address}/transactions/trc20?${params}`;
}

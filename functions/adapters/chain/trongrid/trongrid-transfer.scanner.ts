import { tokenContracts } from '../../../../shared/constants/tokens';
import type { Chain, Token } from '../../../../shared/rules/chain-rules';
import type { ChainTransferScanner, ScannedTransfer } from '../../../domain/monitoring/chain-scan.ports';
import { ChainSourceError } from '../backoff';
import { sortByPosition } from '../scan-order';
import { createTronGridClient, sameOrigin, type TronGridClientDeps } from './trongrid.client';
import { parseBlock, parseTransferEventsPage, type TransferEventsPage } from './trongrid.parser';

/**
 * The per-block scan through TronGrid: the head is the solidified block
 * (`/walletsolidity/getnowblock`), since events are read `only_confirmed`; a block range becomes
 * the block timestamps of its ends (`/walletsolidity/getblockbynum`: TRON blocks have distinct
 * timestamps, 3 s apart), and the USDT contract's Transfer events between them are read from
 * `/v1/contracts/{contract}/events`, oldest first, 200 a page, following `fingerprint`.
 */
export interface TronGridScannerDeps extends TronGridClientDeps {
  /** TronGrid's largest page. */
  readonly pageSize?: number;
}

const MAX_PAGE_SIZE = 200;

export function createTronGridTransferScanner(deps: TronGridScannerDeps): ChainTransferScanner {
  const { base, request } = createTronGridClient(deps);
  const pageSize = Math.min(deps.pageSize ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE);
  const tronOnly = (chain: Chain) => {
    if (chain !== 'tron') throw new ChainSourceError(`TronGrid does not serve ${chain}`);
  };
  const blockAt = (num: number | undefined, signal?: AbortSignal) =>
    num === undefined
      ? request(`${base}/walletsolidity/getnowblock`, 'TronGrid getnowblock', parseBlock, signal, {})
      : request(`${base}/walletsolidity/getblockbynum`, 'TronGrid getblockbynum', parseBlock, signal, {
          num,
        });

  return {
    async head(chain, signal) {
      tronOnly(chain);
      return (await blockAt(undefined, signal)).number;
    },

    async transfers(chain: Chain, token: Token, fromBlock: number, toBlock: number, signal?: AbortSignal) {
      tronOnly(chain);
      const contract = tokenContracts.tron[token].contract;
      const [first, last] = await Promise.all([blockAt(fromBlock, signal), blockAt(toBlock, signal)]);
      const params = new URLSearchParams({
        event_name: 'Transfer',
        only_confirmed: 'true',
        min_block_timestamp: String(first.timestamp),
        max_block_timestamp: String(last.timestamp),
        order_by: 'block_timestamp,asc',
        limit: String(pageSize),
      });
      const firstUrl = `${base}/v1/contracts/${contract}/events?${params}`;
      const scanned: ScannedTransfer[] = [];
      const cursors = new Set<string>();
      let url: string | undefined = firstUrl;
      while (url) {
        const page: TransferEventsPage = await request(
          url,
          'TronGrid contract events',
          (b) => parseTransferEventsPage(b, contract),
          signal,
        );
        for (const transfer of page.transfers)
          if (transfer.block >= fromBlock && transfer.block <= toBlock) scanned.push(transfer);
        const cursor = page.fingerprint ?? page.nextUrl;
        if (!cursor || page.entries === 0) break;
        // A page that points back to one already read would end the range short, and the scan
        // would move past transfers it never saw: fail instead, so the range is read again.
        if (cursors.has(cursor)) throw new Error('TronGrid contract events repeated a page cursor');
        cursors.add(cursor);
        // The fingerprint on our own URL keeps the configured host and every filter.
        url = page.fingerprint
          ? `${firstUrl}&fingerprint=${encodeURIComponent(page.fingerprint)}`
          : sameOrigin(page.nextUrl!, base);
      }
      return sortByPosition(scanned);
    },
  };
}

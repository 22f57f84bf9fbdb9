import { evmChainIds, tokenContracts } from '../../../../shared/constants/tokens';
import type { Chain } from '../../../../shared/rules/chain-rules';
import type { ChainSource, TransferHistory, TransferQuery } from '../../../domain/chain/chain-source';
import { type BackoffPolicy, ChainSourceError, type Sleep } from '../backoff';
import { NewestTransfers } from '../newest-transfers';
import { TransferIndexer } from '../transfer-indexer';
import { createEtherscanRequest } from './etherscan.client';
import { parseBlockNumber, parseTokenBalance, parseTokenTxPage } from './etherscan.parser';

/**
 * ethereum and bsc USDT transfers from the Etherscan v2 multichain API (chainid 1 and 56, one
 * key for both).
 *
 * 1. The time range becomes a block range with `getblocknobytime` (tokentx itself has no time
 *    filter); if Etherscan cannot answer, the whole chain is read and filtered by timeStamp.
 * 2. `tokentx` pages newest first (`sort=desc`), up to 1000 rows a page, until more than `limit`
 *    transfers are in hand, the listing ends, or a row is older than `startAt`.
 * 3. Etherscan refuses `page × offset > 10000`; past that the listing restarts at page 1 with
 *    `endblock` = the oldest block seen. Re-read rows of that block are dropped as duplicates; this
 *    keeps the rest of a block that straddled the cut, which `endblock = block - 1` would lose.
 *    Only when one block filled a whole window does it step to `block - 1`, so it always advances.
 */
export interface EtherscanSourceDeps {
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly fetch: typeof fetch;
  readonly sleep: Sleep;
  readonly backoff?: BackoffPolicy;
  /** Rows per page, at most 1000 (Etherscan's ceiling for tokentx). */
  readonly pageSize?: number;
  /** Etherscan's result window (page × offset ≤ 10000); smaller in tests. */
  readonly resultWindow?: number;
}

const RESULT_WINDOW = 10_000;
const MAX_PAGE_SIZE = 1000;
/** Above any real block number; Etherscan reads it as "up to the head". */
const LAST_BLOCK = 999_999_999;

export function createEtherscanSource(deps: EtherscanSourceDeps): ChainSource {
  const request = createEtherscanRequest(deps);

  /** The block nearest a time, or undefined when Etherscan has none (e.g. a future time). */
  const blockAt = async (
    chainid: string,
    timestamp: number,
    closest: 'before' | 'after',
    signal?: AbortSignal,
  ) => {
    const params = {
      chainid,
      module: 'block',
      action: 'getblocknobytime',
      timestamp: String(timestamp),
      closest,
    };
    try {
      return await request(params, 'Etherscan getblocknobytime', parseBlockNumber, signal);
    } catch (error) {
      if (error instanceof ChainSourceError) return undefined;
      throw error;
    }
  };

  return {
    name: 'etherscan',
    supports: (chain: Chain) => chain === 'ethereum' || chain === 'bsc',

    async fetchTransfers(query: TransferQuery, signal?: AbortSignal): Promise<TransferHistory> {
      if (query.chain === 'tron') throw new ChainSourceError('Etherscan does not serve tron');
      const chainid = String(evmChainIds[query.chain]);
      const contract = tokenContracts[query.chain][query.token].contract;
      const address = query.address.trim().toLowerCase();
      const offset = Math.max(1, Math.min(deps.pageSize ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE, query.limit + 1));
      const startBlock =
        query.startAt === undefined ? 0 : ((await blockAt(chainid, query.startAt, 'after', signal)) ?? 0);
      let endBlock =
        query.endAt === undefined
          ? LAST_BLOCK
          : ((await blockAt(chainid, query.endAt, 'before', signal)) ?? LAST_BLOCK);

      const collected = new NewestTransfers(query);
      const indexer = new TransferIndexer();
      const resultWindow = deps.resultWindow ?? RESULT_WINDOW;
      let page = 1;
      let oldestBlock = endBlock;

      while (!collected.full && endBlock >= startBlock) {
        if (page * offset > resultWindow) {
          endBlock = oldestBlock < endBlock ? oldestBlock : oldestBlock - 1;
          page = 1;
          continue;
        }
        const params = {
          chainid,
          module: 'account',
          action: 'tokentx',
          contractaddress: contract,
          address,
          page: String(page),
          offset: String(offset),
          startblock: String(startBlock),
          endblock: String(endBlock),
          sort: 'desc',
        };
        const rows = await request(params, 'Etherscan tokentx', (b) => parseTokenTxPage(b, contract), signal);
        let reachedStart = false;
        for (const { transfer: raw, blockNumber } of rows.transfers) {
          oldestBlock = Math.min(oldestBlock, blockNumber);
          if (query.startAt !== undefined && raw.timestamp < query.startAt) {
            reachedStart = true;
            continue;
          }
          const transfer = raw.index === undefined ? indexer.assign(raw) : { ...raw, index: raw.index };
          // Block then log index orders the chain; rows without a log index keep the answer's order.
          if (transfer) collected.add(transfer, blockNumber * 1e6 + (raw.index ?? 0));
        }
        if (rows.rowCount < offset || reachedStart) break;
        page++;
      }

      const currentBalance = await request(
        {
          chainid,
          module: 'account',
          action: 'tokenbalance',
          contractaddress: contract,
          address,
          tag: 'latest',
        },
        'Etherscan tokenbalance',
        parseTokenBalance,
        signal,
      );
      return {
        ...collected.result(),
        currentBalance,
        source: 'etherscan',
        simulated: false,
      };
    },
  };
}

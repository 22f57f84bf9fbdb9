import { evmChainIds, TRANSFER_TOPIC, tokenContracts } from '../../../../shared/constants/tokens';
import type { Chain, Token } from '../../../../shared/rules/chain-rules';
import { SourceUnavailableError } from '../../../domain/chain/chain-source';
import type { ChainTransferScanner, ScannedTransfer } from '../../../domain/monitoring/chain-scan.ports';
import { ChainSourceError } from '../backoff';
import { decodeTransferLog } from '../rpc/transfer-log.decoder';
import { sortByPosition } from '../scan-order';
import { createEtherscanRequest, type EtherscanClientDeps } from './etherscan.client';
import { parseLogsPage, parseProxyBlockNumber } from './etherscan.parser';

/**
 * The per-block scan through Etherscan v2 (one key for ethereum and bsc): the head from the
 * `proxy` module's `eth_blockNumber`, the Transfer logs of the USDT contract from the `logs`
 * module (`topic0` only), ascending, 1000 a page. Etherscan refuses `page × offset > 10000`; past
 * that the listing restarts at page 1 from the last block seen, and the rows of that block read
 * twice are dropped by (transaction, log index).
 */
export interface EtherscanScannerDeps extends EtherscanClientDeps {
  /** Rows per page, at most 1000. */
  readonly pageSize?: number;
  /** Etherscan's result window (page × offset ≤ 10000); smaller in tests. */
  readonly resultWindow?: number;
}

const MAX_PAGE_SIZE = 1000;
const RESULT_WINDOW = 10_000;

const evm = (chain: Chain): Exclude<Chain, 'tron'> => {
  if (chain === 'tron') throw new ChainSourceError('Etherscan does not serve tron');
  return chain;
};

export function createEtherscanTransferScanner(deps: EtherscanScannerDeps): ChainTransferScanner {
  const request = createEtherscanRequest(deps);
  const offset = Math.max(1, Math.min(deps.pageSize ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE));
  const resultWindow = deps.resultWindow ?? RESULT_WINDOW;

  return {
    head: async (chain, signal) =>
      request(
        { chainid: String(evmChainIds[evm(chain)]), module: 'proxy', action: 'eth_blockNumber' },
        'Etherscan eth_blockNumber',
        parseProxyBlockNumber,
        signal,
      ),

    async transfers(chain: Chain, token: Token, fromBlock: number, toBlock: number, signal?: AbortSignal) {
      const chainid = String(evmChainIds[evm(chain)]);
      const contract = tokenContracts[chain][token].contract;
      const byPosition = new Map<string, ScannedTransfer>();
      let start = fromBlock;
      let page = 1;
      for (;;) {
        if (page * offset > resultWindow) {
          const last = Math.max(...[...byPosition.values()].map((t) => t.block));
          if (last <= start)
            throw new SourceUnavailableError(
              `Etherscan getLogs: block ${start} holds more than ${resultWindow} logs of ${contract}`,
            );
          start = last;
          page = 1;
        }
        const params = {
          chainid,
          module: 'logs',
          action: 'getLogs',
          address: contract,
          topic0: TRANSFER_TOPIC,
          fromBlock: String(start),
          toBlock: String(toBlock),
          page: String(page),
          offset: String(offset),
        };
        const { logs, rowCount } = await request(params, 'Etherscan getLogs', parseLogsPage, signal);
        for (const log of logs) {
          const decoded = decodeTransferLog(log, contract);
          if (!decoded || decoded.blockNumber < fromBlock || decoded.blockNumber > toBlock) continue;
          const { transfer, blockNumber, blockTimestamp } = decoded;
          byPosition.set(`${transfer.txHash}#${transfer.index}`, {
            ...transfer,
            block: blockNumber,
            timestamp: blockTimestamp ?? 0,
          });
        }
        if (rowCount < offset) break;
        page++;
      }
      return sortByPosition([...byPosition.values()]);
    },
  };
}

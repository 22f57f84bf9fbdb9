/**
 * HAND-WRITTEN fixtures: no real Etherscan or BscScan answer exists in `../shared/data`
 * (see its README). They follow Etherscan's documented format for `module=account&action=tokentx`
 * (every field a string: blockNumber, timeStamp, hash, nonce, blockHash, from, contractAddress,
 * to, value, tokenName, tokenSymbol, tokenDecimal, transactionIndex, gas, gasPrice, gasUsed,
 * cumulativeGasUsed, input, confirmations, plus logIndex) and its `{ status, message, result }`
 * envelope. Where a row is given a real transfer it is one of the USDT transfers of
 * `chain-samples/ethereum-logs` (block 17173049); other values are made up for the tests.
 */
export interface TokenTxRowFields {
  readonly block: number;
  readonly timestamp: number;
  readonly hash: string;
  readonly from: string;
  readonly to: string;
  readonly value: string;
  readonly contract: string;
  readonly decimals?: number;
  readonly logIndex?: number;
}

export function tokenTxRow(f: TokenTxRowFields): Record<string, string> {
  return {
    blockNumber: String(f.block),
    timeStamp: String(f.timestamp),
    hash: f.hash,
    nonce: '0',
    blockHash: `0x${f.block.toString(16).padStart(64, '0')}`,
    from: f.from,
    contractAddress: f.contract,
    to: f.to,
    value: f.value,
    tokenName: 'Tether USD',
    tokenSymbol: 'USDT',
    tokenDecimal: String(f.decimals ?? 6),
    transactionIndex: '0',
    gas: '100000',
    gasPrice: '30000000000',
    gasUsed: '63209',
    cumulativeGasUsed: '1000000',
    input: 'deprecated',
    confirmations: '1000',
    ...(f.logIndex !== undefined && { logIndex: String(f.logIndex) }),
  };
}

export const okAnswer = (result: unknown) => ({ status: '1', message: 'OK', result });

/** Etherscan's documented empty listing. */
export const noTransactionsAnswer = { status: '0', message: 'No transactions found', result: [] };

/** Etherscan's throttling answer: HTTP 200 with status "0". */
export const rateLimitAnswer = {
  status: '0',
  message: 'NOTOK',
  result: 'Max calls per sec rate limit reached (5/sec)',
};

export const invalidKeyAnswer = { status: '0', message: 'NOTOK', result: 'Invalid API Key (#err2)|v2' };

export const resultWindowAnswer = {
  status: '0',
  message: 'NOTOK',
  result: 'Result window is too large, PageNo x Offset size must be less than or equal to 10000',
};

/** USDT transfer of tx 0xd4afff4f…080e, log 49 (from chain-samples/ethereum-logs), as Etherscan writes it. */
export const realUsdtRow = tokenTxRow({
  block: 17173049,
  timestamp: 1683029999,
  hash: '0xd4afff4fe5b2a36d608d49a76878360c49f2fdc07793415b29ab61202d30080e',
  from: '0xe10510a359ff2334314052196780c5216e2a39f8',
  to: '0x1f87bc6687c52200aad234b7055568e92c943c46',
  value: '30000000',
  contract: '0xdac17f958d2ee523a2206206994597c13d831ec7',
  logIndex: 49,
});

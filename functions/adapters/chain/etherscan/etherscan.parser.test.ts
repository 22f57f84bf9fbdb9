import { tokenContracts } from '../../../../shared/constants/tokens';
import { ChainSourceError, TransientSourceError } from '../backoff';
import {
  invalidKeyAnswer,
  noTransactionsAnswer,
  okAnswer,
  rateLimitAnswer,
  realUsdtRow,
  tokenTxRow,
} from './etherscan.fixtures';
import { parseBlockNumber, parseTokenBalance, parseTokenTxPage } from './etherscan.parser';

const ETH_USDT = tokenContracts.ethereum.usdt.contract;
const BSC_USDT = tokenContracts.bsc.usdt.contract;

describe('parseTokenTxPage (hand-written answers in the documented format)', () => {
  it('reads a row as a Transfer: lower-case addresses, seconds, raw value, log index', () => {
    // Prepare: Etherscan writes contract and addresses in any case
    const checksummed = {
      ...realUsdtRow,
      contractAddress: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
      from: '0xE10510a359fF2334314052196780C5216E2A39F8',
    };

    // Act
    const page = parseTokenTxPage(okAnswer([checksummed]), ETH_USDT);

    // Assess
    expect(page.rowCount).toBe(1);
    expect(page.transfers).toEqual([
      {
        blockNumber: 17173049,
        transfer: {
          txHash: '0xd4afff4fe5b2a36d608d49a76878360c49f2fdc07793415b29ab61202d30080e',
          timestamp: 1683029999,
          from: '0xe10510a359ff2334314052196780c5216e2a39f8',
          to: '0x1f87bc6687c52200aad234b7055568e92c943c46',
          value: '30000000',
          index: 49,
        },
      },
    ]);
  });

  it('keeps an 18-decimal bsc value as an exact integer string', () => {
    const row = tokenTxRow({
      block: 40_000_000,
      timestamp: 1_720_000_000,
      hash: `0x${'ab'.repeat(32)}`,
      from: `0x${'11'.repeat(20)}`,
      to: `0x${'22'.repeat(20)}`,
      value: '123456789012345678901234567',
      contract: BSC_USDT,
      decimals: 18,
    });

    const [first] = parseTokenTxPage(okAnswer([row]), BSC_USDT).transfers;

    expect(first?.transfer.value).toBe('123456789012345678901234567');
    expect(first?.transfer.index).toBeUndefined();
  });

  it('skips rows of another contract but counts them as rows of the page', () => {
    const other = { ...realUsdtRow, contractAddress: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48' };

    const page = parseTokenTxPage(okAnswer([realUsdtRow, other]), ETH_USDT);

    expect(page.transfers).toHaveLength(1);
    expect(page.rowCount).toBe(2);
  });

  it('reads "No transactions found" as an empty page', () => {
    expect(parseTokenTxPage(noTransactionsAnswer, ETH_USDT)).toEqual({ transfers: [], rowCount: 0 });
  });

  it('classifies throttling as transient and a bad key as a refusal', () => {
    expect(() => parseTokenTxPage(rateLimitAnswer, ETH_USDT)).toThrow(TransientSourceError);
    expect(() =>
      parseTokenTxPage({ status: '0', message: 'NOTOK', result: 'Max rate limit reached' }, ETH_USDT),
    ).toThrow(TransientSourceError);
    expect(() => parseTokenTxPage(invalidKeyAnswer, ETH_USDT)).toThrow(ChainSourceError);
  });
});

describe('parseTokenBalance and parseBlockNumber', () => {
  it('reads the balance and the block number', () => {
    expect(parseTokenBalance(okAnswer('000135499'))).toBe('135499');
    expect(parseBlockNumber(okAnswer('12712551'))).toBe(12712551);
  });

  it('refuses a block answer without a block', () => {
    expect(() =>
      parseBlockNumber({ status: '0', message: 'NOTOK', result: 'Error! No closest block found' }),
    ).toThrow(ChainSourceError);
  });
});

import { tokenContracts } from '../../../../shared/constants/tokens';
import { readSampleJson } from '../testing/chain-samples';
import { TransferIndexer } from '../transfer-indexer';
import { parseTrc20Balance, parseTrc20Page } from './trongrid.parser';

const USDT = tokenContracts.tron.usdt.contract;

describe('parseTrc20Page on real TronGrid answers', () => {
  it('reads the 20 USDT transfers, newest first, seconds, raw integer values, base58 kept', () => {
    // Prepare
    const body = readSampleJson('trongrid/txs_trc20_response.json');

    // Act
    const page = parseTrc20Page(body, USDT);

    // Assess
    expect(page.transfers).toHaveLength(20);
    expect(page.skipped).toBe(0);
    expect(page.transfers[0]).toEqual({
      txHash: 'fb078403adfee637608c3906d9d21dd158611aba149b9993f43d0f292ce543a0',
      timestamp: 1592757117,
      from: 'TM1zzNDZD2DPASbKcgdVoTYhfmYgtfwx9D',
      to: 'TGg7zHY9qd36aN3jLVDDRuiFeJjaaAtx8A',
      value: '500000000',
    });
    expect(page.transfers.at(-1)).toMatchObject({ value: '21161340000', timestamp: 1592755722 });
    const times = page.transfers.map((t) => t.timestamp);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.fingerprint).toBe('2tmLC90HQEnpnJ02w3n');
    expect(page.nextUrl).toContain('fingerprint=2tmLC90HQEnpnJ02w3n');
  });

  it('reads the empty page as no transfers and no further cursor use', () => {
    // Prepare
    const body = readSampleJson('trongrid/txs_empty_response.json');

    // Act
    const page = parseTrc20Page(body, USDT);

    // Assess
    expect(page.transfers).toEqual([]);
    expect(page.skipped).toBe(0);
  });

  it('skips other tokens and non-Transfer entries', () => {
    // Prepare
    const sample = readSampleJson('trongrid/txs_trc20_response.json') as { data: Record<string, unknown>[] };
    const [first, second, third] = sample.data;
    const body = {
      success: true,
      data: [
        first,
        { ...second, token_info: { address: 'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8', symbol: 'USDC' } },
        { ...third, type: 'Approval' },
      ],
      meta: { page_size: 3 },
    };

    // Act
    const page = parseTrc20Page(body, USDT);

    // Assess
    expect(page.transfers.map((t) => t.txHash)).toEqual([first?.transaction_id]);
    expect(page.skipped).toBe(2);
    expect(page.fingerprint).toBeUndefined();
  });

  it('refuses an answer that is not a listing', () => {
    expect(() => parseTrc20Page({ success: false, error: 'bad address' }, USDT)).toThrow(/unexpected answer/);
  });
});

describe('TransferIndexer', () => {
  it('drops the repeated copy the real answer contains and numbers transfers per transaction', () => {
    // Prepare
    const page = parseTrc20Page(readSampleJson('trongrid/txs_trc20_response.json'), USDT);
    const indexer = new TransferIndexer();

    // Act
    const kept = page.transfers.map((t) => indexer.assign(t)).filter((t) => t !== undefined);

    // Assess: c4052b52… is listed twice (once `_unconfirmed`), every other transaction once
    expect(kept).toHaveLength(19);
    expect(kept.every((t) => t.index === 0)).toBe(true);
    expect(new Set(kept.map((t) => t.txHash)).size).toBe(19);
  });

  it('keeps two different transfers of one transaction apart', () => {
    const indexer = new TransferIndexer();
    const base = { txHash: 'aa', timestamp: 1, from: 'TA', to: 'TB' };

    const a = indexer.assign({ ...base, value: '1' });
    const b = indexer.assign({ ...base, value: '2' });

    expect([a?.index, b?.index]).toEqual([0, 1]);
  });
});

describe('parseTrc20Balance', () => {
  it('finds the USDT balance among the account trc20 holdings', () => {
    const body = {
      data: [{ trc20: [{ TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7: '5' }, { [USDT]: '123456789' }] }],
    };

    expect(parseTrc20Balance(body, USDT)).toBe('123456789');
  });

  it('reads the USDT balance of the real account answer', () => {
    expect(parseTrc20Balance(readSampleJson('trongrid/accounts_response.json'), USDT)).toBe('6849738905400');
  });

  it('answers "0" for an account without USDT and for an unknown account', () => {
    expect(
      parseTrc20Balance({ data: [{ trc20: [{ TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7: '5' }] }] }, USDT),
    ).toBe('0');
    expect(parseTrc20Balance({ data: [{ address: '41aa' }] }, USDT)).toBe('0');
    expect(parseTrc20Balance({ success: true, meta: {}, data: [] }, USDT)).toBe('0');
  });
});

import {
  creditsConsumed,
  type HistoryItemInput,
  historyDisplayFields,
  historyDuration,
  networkLabel,
  requestType,
} from './history-fields';

const item = (overrides: Partial<HistoryItemInput> = {}): HistoryItemInput => ({
  address: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
  chain: 'tron',
  token: 'usdt',
  status: 2,
  created_at: '2026-11-21T08:00:00Z',
  updated_at: '2026-11-21T08:00:12.340Z',
  api_key_id: 0,
  cost_quota: 3,
  ...overrides,
});

describe('query-history derived fields (spec 01 §3)', () => {
  it('upper-cases the chain as the network', () => {
    expect(networkLabel('ethereum')).toBe('ETHEREUM');
  });

  it('is API when api_key_id is present and not 0, otherwise Web', () => {
    expect(requestType(7)).toBe('api');
    expect(requestType('12')).toBe('api');
    expect(requestType(0)).toBe('web');
    expect(requestType('0')).toBe('web');
    expect(requestType('')).toBe('web');
    expect(requestType(null)).toBe('web');
    expect(requestType(undefined)).toBe('web');
  });

  it('counts missing credits as 0', () => {
    expect(creditsConsumed(undefined)).toBe(0);
    expect(creditsConsumed(null)).toBe(0);
    expect(creditsConsumed(5)).toBe(5);
  });

  it('shows the duration of completed items only', () => {
    expect(historyDuration(item())).toBe('12.3s');
    for (const status of [0, 1, 3, 9]) expect(historyDuration(item({ status }))).toBe('-');
  });

  it('uses minutes and seconds, then hours and minutes', () => {
    expect(historyDuration(item({ updated_at: '2026-11-21T08:02:05Z' }))).toBe('2m 5s');
    expect(historyDuration(item({ updated_at: '2026-11-21T09:30:00Z' }))).toBe('1h 30m');
  });

  it('shows a dash for a negative difference or an unreadable timestamp', () => {
    expect(historyDuration(item({ updated_at: '2026-11-21T07:59:59Z' }))).toBe('-');
    expect(historyDuration(item({ updated_at: 'garbage' }))).toBe('-');
  });

  it('derives every field at once, the address shortened for the table by default', () => {
    expect(historyDisplayFields(item({ api_key_id: 4, cost_quota: undefined }))).toEqual({
      network: 'TRON',
      token: 'USDT',
      shortAddress: 'TXYZopYR…VkAeBf',
      requestType: 'api',
      credits: 0,
      duration: '12.3s',
    });
    expect(historyDisplayFields(item(), 'mobileCard').shortAddress).toBe('TXYZop…AeBf');
  });
});

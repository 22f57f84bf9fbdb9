import { tokenContracts } from '../../../../shared/constants/tokens';
import type { FreezeEvent } from './freeze-event';
import { applyFreezeEvents, freezeLabelName, isNeverRiskyFreezeTarget } from './freeze-labels';

const FROZEN = 'TU4isedhHXquDQQvyK4CVGNRDWTvwqTpxR';
const JAN_1 = Date.UTC(2024, 0, 1, 18, 14) / 1000;
let position = 0;
const event = (
  action: FreezeEvent['action'],
  address: string,
  timestamp: number,
  amount?: string,
): FreezeEvent => ({
  chain: 'tron',
  action,
  address,
  timestamp,
  position: ++position,
  txHash: `tx${position}`,
  index: 0,
  ...(amount && { amount }),
});

describe('the freeze labels', () => {
  it('labels a frozen address blocked, dated by its block, and removes the label when unfrozen', () => {
    const frozen = applyFreezeEvents(new Map(), [event('added', FROZEN, JAN_1)]);
    expect(frozen.labels.get(FROZEN)).toEqual({
      chain: 'tron',
      address: FROZEN,
      source: 'tether-freeze',
      sourceDate: '2024-01-01',
      category: 'blocked',
      frozenAt: JAN_1,
      name: 'Frozen by Tether on 2024-01-01 at 18:14 UTC (USDT blacklist)',
    });
    const unfrozen = applyFreezeEvents(frozen.labels, [event('removed', FROZEN, JAN_1 + 3600)]);
    expect(unfrozen.labels.has(FROZEN)).toBe(false);
  });

  it('adds the destroyed amount, and counts a burn read twice once', () => {
    const frozen = applyFreezeEvents(new Map(), [event('added', FROZEN, JAN_1)]).labels;
    const burn = event('destroyed', FROZEN, JAN_1 + 86_400, '1234500000');
    const once = applyFreezeEvents(frozen, [burn]).labels;
    const twice = applyFreezeEvents(once, [burn]).labels;
    expect(twice.get(FROZEN)).toMatchObject({
      frozenAt: JAN_1,
      destroyedAmount: '1234500000',
      name: 'Frozen by Tether on 2024-01-01 at 18:14 UTC (USDT blacklist); 1234.5 USDT of it destroyed',
    });
    // A freeze read again keeps the first freeze's time.
    expect(applyFreezeEvents(twice, [event('added', FROZEN, JAN_1 + 99)]).labels.get(FROZEN)?.frozenAt).toBe(
      JAN_1,
    );
  });

  it('never labels the USDT contracts, the zero address or token contracts', () => {
    const zero = 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb';
    const applied = applyFreezeEvents(new Map(), [
      event('added', tokenContracts.tron.usdt.contract, JAN_1),
      event('added', zero, JAN_1),
      event('destroyed', zero, JAN_1, '5'),
    ]);
    expect(applied.labels.size).toBe(0);
    expect(applied.ignored).toBe(3);
    expect(isNeverRiskyFreezeTarget('ethereum', '0xdAC17F958D2ee523a2206206994597C13D831ec7')).toBe(true);
    expect(isNeverRiskyFreezeTarget('ethereum', `0x${'0'.repeat(40)}`)).toBe(true);
    expect(isNeverRiskyFreezeTarget('tron', FROZEN)).toBe(false);
  });

  it('writes amounts exactly, to the last base unit', () => {
    expect(freezeLabelName({ chain: 'ethereum', frozenAt: 0 })).toBe(
      'Frozen by Tether on 1970-01-01 at 00:00 UTC (USDT blacklist)',
    );
  });
});

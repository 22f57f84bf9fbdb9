import { labelSourceOrder } from '../../../shared/i18n/label-sources';
import { feedIds, TETHER_FREEZE_SOURCE } from './label-feed';

describe('label source display names', () => {
  it('has a name and a place in the reading order for every source the label store keeps', () => {
    expect([...labelSourceOrder].sort()).toEqual([...feedIds, TETHER_FREEZE_SOURCE].sort());
  });
});

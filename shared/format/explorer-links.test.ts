import { explorers } from './explorer-links';

describe('explorer links', () => {
  it('points each network at its explorer', () => {
    expect(explorers.tron.address('TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf')).toBe(
      'https://tronscan.org/#/address/TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
    );
    expect(explorers.tron.transaction('ab12')).toBe('https://tronscan.org/#/transaction/ab12');
    expect(explorers.ethereum.address('0xabc')).toBe('https://etherscan.io/address/0xabc');
    expect(explorers.ethereum.transaction('0x12')).toBe('https://etherscan.io/tx/0x12');
    expect(explorers.bsc.address('0xabc')).toBe('https://bscscan.com/address/0xabc');
    expect(explorers.bsc.transaction('0x12')).toBe('https://bscscan.com/tx/0x12');
  });

  it('cannot be led off the explorer by a strange value', () => {
    expect(explorers.ethereum.address('../x?y#z')).toBe('https://etherscan.io/address/..%2Fx%3Fy%23z');
  });
});

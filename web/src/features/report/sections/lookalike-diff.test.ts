import poisoning from '../../../test/reports/poisoning.json';
import { lookalikeParts } from './lookalike-diff';

describe('lookalike parts', () => {
  it('splits off the start and end a lookalike shares with the real address', () => {
    expect(
      lookalikeParts('TTAU5uz2kMk2rdXkwbC3XcjQwUjT4QE6B4', 'TTAU5yYq4UMoQUkn94T9Fsogk4ZZHyE6B4'),
    ).toEqual({
      head: 'TTAU5',
      middle: 'uz2kMk2rdXkwbC3XcjQwUjT4Q',
      tail: 'E6B4',
    });
  });

  it('puts back the whole address from its parts, for every lookalike of the poisoning report', () => {
    for (const l of poisoning.lookalikes) {
      const { head, middle, tail } = lookalikeParts(l.address, l.mimics);
      expect(head + middle + tail).toBe(l.address);
      expect(head.length).toBeGreaterThan(0);
      expect(tail.length).toBeGreaterThan(0);
    }
  });

  it('never counts a character in both the start and the end', () => {
    expect(lookalikeParts('aaaa', 'aaaa')).toEqual({ head: 'aaaa', middle: '', tail: '' });
    expect(lookalikeParts('abca', 'aXa')).toEqual({ head: 'a', middle: 'bc', tail: 'a' });
  });
});

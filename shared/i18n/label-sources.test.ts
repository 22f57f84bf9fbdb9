import { compareLabelSources, labelSourceName, labelSourceOrder } from './label-sources';
import { languages } from './languages';

describe('label source names', () => {
  it('names every source in every language', () => {
    for (const language of languages)
      for (const source of labelSourceOrder) expect(labelSourceName(language, source)).not.toBe(source);
  });

  it('reads OFAC as its list, in each language, and an unknown source as its id', () => {
    expect(labelSourceName('en-US', 'ofac')).toBe('OFAC SDN list');
    expect(labelSourceName('zh-CN', 'ofac')).toBe('OFAC SDN 制裁名单');
    expect(labelSourceName('zh-TW', 'ofac')).toBe('OFAC SDN 制裁名單');
    expect(labelSourceName('en-US', 'some-feed')).toBe('some-feed');
  });

  it('puts OFAC first, unknown sources last', () => {
    expect(['scamsniffer', 'zeta', 'forta-etherscan', 'ofac', 'alpha'].sort(compareLabelSources)).toEqual([
      'ofac',
      'scamsniffer',
      'forta-etherscan',
      'alpha',
      'zeta',
    ]);
  });
});

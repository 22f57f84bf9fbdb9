import { riskCategories } from '../rules/query-rules';
import {
  RISK_CATEGORY_RED,
  riskCategoryColor,
  riskLevelDisplay,
  riskLevelPalette,
  riskSeverity,
} from './risk-display';

describe('risk level colours (spec 01 §3)', () => {
  it.each([
    [0, 'low', 'green'],
    [1, 'medium_low', 'blue'],
    [2, 'medium', 'yellow'],
    [3, 'medium_high', 'orange'],
    [4, 'high', 'red'],
  ] as const)('level %i is %s, %s', (level, name, palette) => {
    expect(riskLevelPalette(level)).toBe(palette);
    expect(riskLevelDisplay(level)).toEqual({ name, palette });
  });

  it.each([-1, 5, 1.5, Number.NaN])('level %s is unknown, grey', (level) => {
    expect(riskLevelPalette(level)).toBe('gray');
    expect(riskLevelDisplay(level)).toEqual({ name: 'unknown', palette: 'gray' });
  });

  it('reads a missing level (before completion) as unknown', () => {
    expect(riskLevelDisplay(null)).toEqual({ name: 'unknown', palette: 'gray' });
    expect(riskLevelDisplay(undefined)).toEqual({ name: 'unknown', palette: 'gray' });
  });
});

describe('risk category colour and severity (spec 02 §3)', () => {
  it('shows normal in grey and every other category in #C00F0C', () => {
    expect(riskCategoryColor('normal')).toBe('gray');
    for (const type of riskCategories.filter((t) => t !== 'normal'))
      expect(riskCategoryColor(type)).toBe('#C00F0C');
    expect(RISK_CATEGORY_RED).toBe('#C00F0C');
  });

  it('shows an unknown type in red', () => {
    expect(riskCategoryColor('something_new')).toBe(RISK_CATEGORY_RED);
  });

  it('rates gamble medium, normal low and the others high', () => {
    expect(riskSeverity('gamble')).toBe('medium');
    expect(riskSeverity('normal')).toBe('low');
    for (const type of riskCategories.filter((t) => t !== 'normal' && t !== 'gamble'))
      expect(riskSeverity(type)).toBe('high');
    expect(riskSeverity('something_new')).toBe('high');
  });
});

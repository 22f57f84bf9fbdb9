import { paths } from '../../lib/paths';
import { analyzerProblems, canSubmit, detailLinkOf, parseLimit } from './analyzer-rules';

const TRON = 'TCC2iyUf75x4h56XAeHuB6T8E17g9T7AYY';
const values = { chainToken: 'tron-usdt', address: TRON, start: '', end: '', limit: '' };

describe('analyzer rules (spec 01 §4, §5)', () => {
  it('reads the limit as typed: empty is all, only plain decimal numbers count', () => {
    expect(parseLimit('')).toEqual({});
    expect(parseLimit('  ')).toEqual({});
    expect(parseLimit(' 42 ')).toEqual({ value: 42 });
    expect(parseLimit('1e3')).toEqual({ problem: 'not_integer' });
    expect(parseLimit('10,000')).toEqual({ problem: 'not_integer' });
    expect(parseLimit('2.0')).toEqual({ value: 2 });
    expect(parseLimit('-1')).toEqual({ problem: 'too_small' });
  });

  it('needs a chain-token from the catalogue', () => {
    expect(analyzerProblems({ ...values, chainToken: '' })).toEqual({ chainToken: 'required' });
    expect(canSubmit(analyzerProblems({ ...values, chainToken: 'solana-usdt' }))).toBe(false);
    expect(canSubmit(analyzerProblems(values))).toBe(true);
  });

  it('lets the same start and end day pass', () => {
    expect(analyzerProblems({ ...values, start: '2026-03-01', end: '2026-03-01' })).toEqual({});
    expect(analyzerProblems({ ...values, start: '2026-03-02', end: '2026-03-01' })).toEqual({
      end: 'end_before_start',
    });
  });

  it('names only the chosen days in the detail address', () => {
    expect(paths.detail(detailLinkOf('h1', { ...values, end: '2026-03-01' }))).toBe(
      '/detail?hash=h1&chain=tron&token=usdt&end=2026-03-01',
    );
  });
});

import { forgetReturnPath, isAppPath, rememberReturnPath, takeReturnPath } from './return-path';

describe('return path (spec 01 §2)', () => {
  it('gives the remembered path once, then the console', () => {
    rememberReturnPath('/detail?hash=q_12345678');
    expect(takeReturnPath()).toBe('/detail?hash=q_12345678');
    expect(takeReturnPath()).toBe('/console');
  });

  it('never leaves the site', () => {
    rememberReturnPath('//evil.example/console');
    expect(takeReturnPath()).toBe('/console');
    rememberReturnPath('https://evil.example/');
    expect(takeReturnPath()).toBe('/console');
  });

  it.each([
    '/\\evil.example',
    '/\\/evil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/%2F/evil.example',
    '/\t/evil.example',
    '/%09/evil.example',
    'javascript:alert(1)',
    '/%E0%A4%A',
  ])('refuses %j', (path) => {
    expect(isAppPath(path)).toBe(false);
    rememberReturnPath(path);
    expect(takeReturnPath()).toBe('/console');
  });

  it('keeps app paths with their query and fragment', () => {
    expect(isAppPath('/console/history?page=2#top')).toBe(true);
    expect(isAppPath('/detail?hash=q_1&next=%2Fconsole')).toBe(true);
  });

  it('forgets on a deliberate logout', () => {
    rememberReturnPath('/console/history');
    forgetReturnPath();
    expect(takeReturnPath()).toBe('/console');
  });
});

import { forgetReturnPath, rememberReturnPath, takeReturnPath } from './return-path';

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

  it('forgets on a deliberate logout', () => {
    rememberReturnPath('/console/history');
    forgetReturnPath();
    expect(takeReturnPath()).toBe('/console');
  });
});

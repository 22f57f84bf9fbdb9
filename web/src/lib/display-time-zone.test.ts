import { act, renderHook } from '@testing-library/react';
import {
  displayTimeZone,
  displayToday,
  formatDisplayDate,
  formatDisplayDay,
  useDisplayTimeZone,
} from './display-time-zone';
import { storageKeys } from './storage';
import { storeTimeZone } from './time-zone-setting';

const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe('display time zone (spec 01 §9: stored, default the browser’s, else UTC)', () => {
  it('is the browser’s zone until one is chosen, and an unknown stored name is skipped', () => {
    expect(displayTimeZone()).toBe(browserZone);
    localStorage.setItem(storageKeys.timezone, 'Mars/Olympus');
    expect(displayTimeZone()).toBe(browserZone);
  });

  it('shows every date in the chosen zone with the zone named', () => {
    storeTimeZone('Asia/Shanghai');
    expect(localStorage.getItem(storageKeys.timezone)).toBe('Asia/Shanghai');
    expect(formatDisplayDate('2026-11-21T20:00:00Z')).toBe('2026/11/22 04:00:00 GMT+8');
    expect(formatDisplayDay('2026-11-21T20:00:00Z')).toBe('2026/11/22 GMT+8');
    expect(formatDisplayDate(null)).toBe('-');
    expect(displayToday(Date.parse('2026-11-21T20:00:00Z'))).toBe('2026-11-22');
  });

  it('draws its readers again when a zone is chosen, here or in another tab', () => {
    storeTimeZone('UTC');
    const { result } = renderHook(() => useDisplayTimeZone());
    expect(result.current).toBe('UTC');
    act(() => storeTimeZone('Asia/Taipei'));
    expect(result.current).toBe('Asia/Taipei');
    act(() => {
      localStorage.setItem(storageKeys.timezone, 'Europe/Berlin');
      window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.timezone }));
    });
    expect(result.current).toBe('Europe/Berlin');
  });
});

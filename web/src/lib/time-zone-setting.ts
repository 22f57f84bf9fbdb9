import { useSyncExternalStore } from 'react';
import { readStored, storageKeys, writeStored } from './storage';

/**
 * The stored display-zone setting (spec 01 §9) as the raw stored name, and who is told when it
 * changes. Apart from display-time-zone.ts so that the page frame, which is on the home page's
 * first load, can follow the setting without the zone rules and date formatters.
 */

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab that chooses a zone changes this one's too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.timezone) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const readSetting = () => readStored(storageKeys.timezone);

/** Stores the chosen zone and tells every reader. */
export function storeTimeZone(zone: string): void {
  writeStored(storageKeys.timezone, zone);
  for (const listener of listeners) listener();
}

/**
 * The stored name (null before a choice), drawn again when a zone is chosen here or in another tab.
 * A page drawn ahead of time (prerendered) shows a first visit's: no choice.
 */
export const useTimeZoneSetting = (): string | null =>
  useSyncExternalStore(subscribe, readSetting, () => null);

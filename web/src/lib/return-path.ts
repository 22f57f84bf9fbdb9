import { paths } from './paths';
import { readStored, storageKeys, writeStored } from './storage';

/**
 * Where a guest was going when they were sent to /login (spec 01 §2): the guard, the 401 rule and
 * the pricing page remember it, the login form takes it once, and a deliberate logout forgets it.
 */
export const rememberReturnPath = (path: string): void => writeStored(storageKeys.returnTo, path);

export const forgetReturnPath = (): void => writeStored(storageKeys.returnTo, null);

/** The remembered path, once; only a path of this site, else the console. */
export function takeReturnPath(): string {
  const stored = readStored(storageKeys.returnTo);
  forgetReturnPath();
  return stored?.startsWith('/') && !stored.startsWith('//') ? stored : paths.console();
}

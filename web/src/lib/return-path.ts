import { paths } from './paths';
import { readStored, storageKeys, writeStored } from './storage';

/**
 * Where a guest was going when they were sent to /login (spec 01 §2): the guard, the 401 rule and
 * the pricing page remember it, the login form takes it once, and a deliberate logout forgets it.
 */
export const rememberReturnPath = (path: string): void => writeStored(storageKeys.returnTo, path);

export const forgetReturnPath = (): void => writeStored(storageKeys.returnTo, null);

const probeOrigin = 'https://app.invalid';

/**
 * Whether a path stays in this app: it starts with one `/`, and neither it nor its decoded form
 * holds a backslash or control character (browsers read `/\evil.com` as `//evil.com`, another
 * site; `/%5Cevil.com` becomes that once something decodes it) or starts with `//`; resolved
 * against an origin it keeps that origin.
 */
export function isAppPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (/[\\\u0000-\u001f\u007f]/.test(`${path}${decoded}`) || decoded.startsWith('//')) return false;
  return new URL(path, probeOrigin).origin === probeOrigin;
}

/** The remembered path, once; only a path of this app, else the console. */
export function takeReturnPath(): string {
  const stored = readStored(storageKeys.returnTo);
  forgetReturnPath();
  return stored && isAppPath(stored) ? stored : paths.console();
}

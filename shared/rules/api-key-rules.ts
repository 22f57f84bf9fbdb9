import type { WindowLimit } from './client-limits';
import { DAY_MS } from './time';
/**
 * API-key form rules shared by the create/edit dialogs and the server (spec 01 §3, §5, §9).
 * The time-relative expiry checks take `now` so they stay pure and testable; schemas cannot apply
 * them because a schema has no clock.
 */

export const API_KEY_NAME_MAX = 50;
export const API_KEY_DESCRIPTION_MAX = 200;
export const API_KEY_MAX_IPS = 100;
/** spec 01 §5: an expiry at least 5 minutes ahead … */
export const API_KEY_MIN_EXPIRY_LEAD_MS = 5 * 60 * 1000;
/** … and at most 3650 days ahead. */
export const API_KEY_MAX_EXPIRY_DAYS = 3650;
/**
 * Keys a user may create in a day (a window from the first creation). Each key takes one of the
 * account's 10,000 API Gateway keys on its first call, so creating and deleting in a loop must
 * stay bounded; 20 lets an enterprise user (10 keys) replace every key twice in a day.
 */
export const apiKeyCreationsPerUser: WindowLimit = { max: 20, windowSeconds: 24 * 3600 };
/** expires_at 0 means "never expires" on update and in listings (spec 01 §3). */
export const NEVER_EXPIRES = 0;

/** spec 01 §3: status 1 active, 0 inactive; "expired" is derived from expires_at, not stored. */
export const API_KEY_STATUS = { inactive: 0, active: 1 } as const;

export const apiKeyPermissions = ['read', 'write', 'admin'] as const;
export type ApiKeyPermission = (typeof apiKeyPermissions)[number];
/** What a key gets when the create call names no permissions: enough to run and read queries. */
export const DEFAULT_API_KEY_PERMISSIONS: readonly ApiKeyPermission[] = ['read', 'write'];

/** spec 01 §5: letters, digits, Chinese characters, underscore and hyphen. */
export const apiKeyNamePattern = /^[A-Za-z0-9_\-\p{Script=Han}]+$/u;

export type ApiKeyNameProblem = 'required' | 'too_long' | 'invalid_characters';

export const API_KEY_NAME_MESSAGES: Readonly<Record<ApiKeyNameProblem, string>> = {
  required: 'The name is required',
  too_long: `The name must be at most ${API_KEY_NAME_MAX} characters`,
  invalid_characters:
    'The name may contain only letters, digits, Chinese characters, underscores and hyphens',
};

/** Length in characters (code points), as the form's counter shows it. */
export const characterCount = (text: string): number => [...text].length;

export function apiKeyNameProblem(name: string): ApiKeyNameProblem | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  if (characterCount(trimmed) > API_KEY_NAME_MAX) return 'too_long';
  if (!apiKeyNamePattern.test(trimmed)) return 'invalid_characters';
  return undefined;
}

/** spec 01 §5: the name counter turns orange above 40 and red above 50. */
export const nameCounterTone = (name: string): 'normal' | 'warning' | 'error' => {
  const n = characterCount(name);
  return n > API_KEY_NAME_MAX ? 'error' : n > 40 ? 'warning' : 'normal';
};

const octet = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const ipv4 = `${octet}(\\.${octet}){3}`;
/** Dotted quad without leading zeros (so 010.0.0.1 is not read two ways). */
export const ipv4Pattern = new RegExp(`^${ipv4}$`);
/** spec 01 §5: an IPv4 CIDR with a prefix from 0 to 32. */
export const ipv4CidrPattern = new RegExp(`^${ipv4}/(3[0-2]|[12]?\\d)$`);

export const isIpv4 = (value: string): boolean => ipv4Pattern.test(value);
export const isIpv4Cidr = (value: string): boolean => ipv4CidrPattern.test(value);
/** One allowed_ips entry: an IPv4 address or an IPv4 CIDR. */
export const isAllowedIpEntry = (value: string): boolean => isIpv4(value) || isIpv4Cidr(value);

export const INVALID_IP_MESSAGE = 'Each entry must be an IPv4 address or an IPv4 CIDR (prefix 0-32)';
export const TOO_MANY_IPS_MESSAGE = `At most ${API_KEY_MAX_IPS} IP entries are allowed`;

/** spec 01 §5: entries are separated by commas or line breaks; blanks are dropped. */
export const splitIpList = (text: string): string[] =>
  text
    .split(/[,\r\n]+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');

export type IpListProblem = 'required' | 'too_many' | 'invalid_entry';

/** The IP-restriction check of the form: when the restriction is on, at least one entry is needed. */
export function ipListProblem(entries: readonly string[], restrictionOn = true): IpListProblem | undefined {
  if (!restrictionOn) return undefined;
  if (entries.length === 0) return 'required';
  if (entries.length > API_KEY_MAX_IPS) return 'too_many';
  if (!entries.every(isAllowedIpEntry)) return 'invalid_entry';
  return undefined;
}

/** spec 01 §5: the IP counter turns orange above 80 and red above 100. */
export const ipCounterTone = (count: number): 'normal' | 'warning' | 'error' =>
  count > API_KEY_MAX_IPS ? 'error' : count > 80 ? 'warning' : 'normal';

export type ExpiryProblem = 'too_soon' | 'too_far';

export const EXPIRY_MESSAGES: Readonly<Record<ExpiryProblem, string>> = {
  too_soon: 'The expiry must be at least 5 minutes in the future',
  too_far: `The expiry must be at most ${API_KEY_MAX_EXPIRY_DAYS} days ahead`,
};

/**
 * spec 01 §5: the expiry (epoch milliseconds) must be at least 5 minutes and at most 3650 days
 * after `now`. `undefined` (create) and 0 (update) mean "never expires" and are always fine.
 */
export function apiKeyExpiryProblem(
  expiresAtMs: number | undefined,
  nowMs: number,
): ExpiryProblem | undefined {
  if (expiresAtMs === undefined || expiresAtMs === NEVER_EXPIRES) return undefined;
  if (expiresAtMs < nowMs + API_KEY_MIN_EXPIRY_LEAD_MS) return 'too_soon';
  if (expiresAtMs > nowMs + API_KEY_MAX_EXPIRY_DAYS * DAY_MS) return 'too_far';
  return undefined;
}

/** spec 01 §3: a key past its expiry is displayed as expired whatever its status. */
export const isApiKeyExpired = (expiresAtMs: number, nowMs: number): boolean =>
  expiresAtMs !== NEVER_EXPIRES && expiresAtMs <= nowMs;

/** Whole days left, rounded up; negative once expired; undefined for keys that never expire. */
export const daysUntilExpiry = (expiresAtMs: number, nowMs: number): number | undefined =>
  expiresAtMs === NEVER_EXPIRES ? undefined : Math.ceil((expiresAtMs - nowMs) / DAY_MS);

/** spec 01 §5: quick expiry options of the create dialog. */
export const expiryQuickOptions = ['7d', '30d', '3m', '6m', '1y'] as const;
export type ExpiryQuickOption = (typeof expiryQuickOptions)[number];
const quickOptionDays: Readonly<Record<ExpiryQuickOption, number>> = {
  '7d': 7,
  '30d': 30,
  '3m': 90,
  '6m': 180,
  '1y': 365,
};
export const expiryFromQuickOption = (option: ExpiryQuickOption, nowMs: number): number =>
  nowMs + quickOptionDays[option] * DAY_MS;

/**
 * Only the SHA-256 of a key is stored, so listings show a mask built from the stored first and
 * last characters: spec 01 §9, the first 6 and last 4 with 8 mask characters.
 */
export const API_KEY_PREFIX_LENGTH = 6;
export const API_KEY_SUFFIX_LENGTH = 4;
export const API_KEY_MASK = '********';

export const maskedApiKey = (prefix: string, suffix: string): string => `${prefix}${API_KEY_MASK}${suffix}`;

export const maskApiKey = (key: string): string =>
  key.length <= API_KEY_PREFIX_LENGTH + API_KEY_SUFFIX_LENGTH
    ? API_KEY_MASK
    : maskedApiKey(key.slice(0, API_KEY_PREFIX_LENGTH), key.slice(-API_KEY_SUFFIX_LENGTH));

import type {
  ApiKey,
  CreateApiKeyRequest,
  UpdateApiKeyRequest,
} from '../../../../shared/contract/api-keys.schema';
import {
  API_KEY_DESCRIPTION_MAX,
  API_KEY_MAX_EXPIRY_DAYS,
  API_KEY_MIN_EXPIRY_LEAD_MS,
  type ApiKeyNameProblem,
  type ApiKeyPermission,
  apiKeyExpiryProblem,
  apiKeyNameProblem,
  characterCount,
  DEFAULT_API_KEY_PERMISSIONS,
  type ExpiryProblem,
  type IpListProblem,
  ipListProblem,
  NEVER_EXPIRES,
  splitIpList,
} from '../../../../shared/rules/api-key-rules';
import { DAY_MS } from '../../../../shared/rules/time';

/**
 * The create and edit form of an API key (spec 01 §5): its state, its checks and the request it
 * sends. The rules themselves are shared with the server (shared/rules/api-key-rules.ts); this
 * adds what only the form knows: never-expires, the IP restriction switch, and the hint that
 * names what is still missing before the submit button turns on.
 */

export interface KeyFormState {
  readonly name: string;
  readonly description: string;
  readonly neverExpires: boolean;
  /** Epoch milliseconds, or null while no expiry is chosen. */
  readonly expiresAt: number | null;
  readonly ipRestricted: boolean;
  readonly ipText: string;
  readonly permissions: readonly ApiKeyPermission[];
}

export const emptyKeyForm: KeyFormState = {
  name: '',
  description: '',
  neverExpires: false,
  expiresAt: null,
  ipRestricted: false,
  ipText: '',
  permissions: DEFAULT_API_KEY_PERMISSIONS,
};

/** The edit dialog starts from the key as listed. */
export const formOfKey = (key: ApiKey): KeyFormState => ({
  name: key.name,
  description: key.description,
  neverExpires: key.expires_at === NEVER_EXPIRES,
  expiresAt: key.expires_at === NEVER_EXPIRES ? null : key.expires_at,
  ipRestricted: key.allowed_ips.length > 0,
  ipText: key.allowed_ips.join('\n'),
  permissions: key.permissions,
});

export type ExpiryFieldProblem = 'required' | ExpiryProblem;

export interface KeyFormErrors {
  readonly name?: ApiKeyNameProblem;
  readonly description?: 'too_long';
  readonly expiry?: ExpiryFieldProblem;
  readonly ips?: IpListProblem;
  readonly permissions?: 'required';
}

/** What the submit hint names (spec 01 §5): the missing parts, or "errors" once nothing is missing. */
export type SubmitBlocker = 'name' | 'expiry' | 'ips' | 'permissions' | 'errors';

export interface KeyFormCheck {
  readonly errors: KeyFormErrors;
  readonly ipEntries: readonly string[];
  readonly blockers: readonly SubmitBlocker[];
  readonly canSubmit: boolean;
}

/**
 * `keptExpiry` is the expiry the key already has (edit): left unchanged it is not checked against
 * the clock again, so renaming a key that expires in 3 minutes stays possible.
 */
export function checkKeyForm(state: KeyFormState, nowMs: number, keptExpiry?: number): KeyFormCheck {
  const ipEntries = splitIpList(state.ipText);
  const expiry: ExpiryFieldProblem | undefined = state.neverExpires
    ? undefined
    : state.expiresAt === null
      ? 'required'
      : state.expiresAt === keptExpiry
        ? undefined
        : apiKeyExpiryProblem(state.expiresAt, nowMs);
  const errors: KeyFormErrors = {
    name: apiKeyNameProblem(state.name),
    description: characterCount(state.description.trim()) > API_KEY_DESCRIPTION_MAX ? 'too_long' : undefined,
    expiry,
    ips: ipListProblem(ipEntries, state.ipRestricted),
    permissions: state.permissions.length === 0 ? 'required' : undefined,
  };
  const missing: SubmitBlocker[] = [];
  if (errors.name === 'required') missing.push('name');
  if (errors.expiry === 'required') missing.push('expiry');
  if (errors.ips === 'required') missing.push('ips');
  if (errors.permissions) missing.push('permissions');
  const invalid = Object.values(errors).some((e) => e !== undefined && e !== 'required');
  const blockers: SubmitBlocker[] = missing.length > 0 ? missing : invalid ? ['errors'] : [];
  return { errors, ipEntries, blockers, canSubmit: blockers.length === 0 };
}

/** spec 01 §3: allowed_ips only with the restriction on; expires_at omitted when it never expires. */
export function createRequestOf(state: KeyFormState, ipEntries: readonly string[]): CreateApiKeyRequest {
  const description = state.description.trim();
  return {
    name: state.name.trim(),
    ...(description ? { description } : {}),
    ...(state.ipRestricted ? { allowed_ips: [...ipEntries] } : {}),
    ...(!state.neverExpires && state.expiresAt !== null ? { expires_at: state.expiresAt } : {}),
    permissions: [...state.permissions],
  };
}

/** spec 01 §3: allowed_ips [] when the restriction is off; expires_at 0 for never. */
export function updateRequestOf(
  id: number,
  state: KeyFormState,
  ipEntries: readonly string[],
): UpdateApiKeyRequest {
  return {
    id,
    name: state.name.trim(),
    description: state.description.trim(),
    allowed_ips: state.ipRestricted ? [...ipEntries] : [],
    expires_at: state.neverExpires || state.expiresAt === null ? NEVER_EXPIRES : state.expiresAt,
    permissions: [...state.permissions],
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An epoch-ms instant as the value of an `<input type="datetime-local">` (local time, minutes). */
export function toLocalInput(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The input's local date-time as epoch ms; null for an empty or impossible value. */
export function fromLocalInput(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : ms;
}

/** The picker's bounds (spec 01 §5): 5 minutes ahead at the earliest, 3650 days at the latest. */
export const expiryBounds = (nowMs: number) => ({
  min: toLocalInput(nowMs + API_KEY_MIN_EXPIRY_LEAD_MS + 60_000),
  max: toLocalInput(nowMs + API_KEY_MAX_EXPIRY_DAYS * DAY_MS),
});

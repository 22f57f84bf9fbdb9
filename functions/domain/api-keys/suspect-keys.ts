import { API_KEY_STATUS } from '../../../shared/rules/api-key-rules';
import type { SuspectKeyDisabler } from '../accounts/account.ports';
import type { ApiKeyRepository } from './api-key.ports';

/**
 * When every session of an account ends (a password reset, "log out everywhere"), the active
 * keys created since the last password-verified sign-in are disabled: a thief riding a stolen
 * session could have made them, and a key outlives the session that made it. They keep their
 * reason (`sessions_ended`), so the console can list them for the owner to enable again (which
 * needs a fresh password proof).
 */
export function createSuspectKeyDisabler(keys: ApiKeyRepository): SuspectKeyDisabler {
  return async (userId, sinceMs, nowMs) => {
    const suspect = (await keys.list(userId)).filter(
      (key) => key.status === API_KEY_STATUS.active && key.createdAt >= sinceMs,
    );
    const disabled = await Promise.all(
      suspect.map((key) =>
        keys.update(
          userId,
          key.id,
          { status: API_KEY_STATUS.inactive, disabledReason: 'sessions_ended' },
          nowMs,
        ),
      ),
    );
    return disabled.filter((key) => key !== undefined).map((key) => key.id);
  };
}

import type { SensitiveChangeKind } from '../../../shared/contract/payloads/account-mail.schema';
import type { Language } from '../../../shared/i18n/languages';
import { AppError } from '../app-error';
import type { Clock } from '../ports/clock';
import type { Logger } from '../ports/logger';
import type { AccountRepository, PasswordProofRepository, SecurityNoticeQueue } from './account.ports';
import { provenRecently } from './password-proof';

/**
 * The gate in front of sensitive changes: creating, widening or enabling an API key, adding
 * webhook URLs or e-mail recipients to alerts. A console session must have proved the password
 * in the last 10 minutes (password-proof.ts), else 403 `reauth_required`; the owner is mailed
 * after each such change, so a change made by someone else is seen. An API key cannot confirm a
 * password: what it may change is bounded by the key itself instead (api-keys/key-bounds.ts).
 */
export interface SensitiveChange {
  readonly kind: SensitiveChangeKind;
  /** What changed, for the owner to recognise (a key's name, a webhook host). */
  readonly subject: string;
}

/** Who asks for the change: a console session (its sign-in session id) or an API key. */
export interface Actor {
  readonly userId: string;
  readonly sessionId?: string;
  readonly apiKeyId?: number;
}

export interface SensitiveChangeGate {
  /** Throws `reauth_required` unless the caller may make sensitive changes now. */
  authorize(): Promise<void>;
  /** Tells the owner the change was made. Never fails the change it reports. */
  notify(change: SensitiveChange): Promise<void>;
}

export interface SensitiveChangeDeps {
  readonly proofs: PasswordProofRepository;
  readonly accounts: Pick<AccountRepository, 'getProfile'>;
  readonly queueNotice: SecurityNoticeQueue;
  readonly clock: Clock;
  readonly log: Logger;
}

export function createSensitiveChanges(deps: SensitiveChangeDeps) {
  const { proofs, clock } = deps;

  async function notifyOwner(
    userId: string,
    change: SensitiveChange,
    language: Language,
    byApiKey: number | null,
  ): Promise<void> {
    try {
      const profile = await deps.accounts.getProfile(userId);
      if (!profile) return;
      await deps.queueNotice({
        kind: change.kind,
        email: profile.email,
        language,
        subject: change.subject,
        atMs: clock.nowMs(),
        byApiKey,
      });
    } catch (error) {
      // The change is made: failing its answer would make the client retry it (a second key).
      deps.log.error('security notice not queued', { kind: change.kind, error });
    }
  }

  function gateFor(actor: Actor, language: Language): SensitiveChangeGate {
    return {
      async authorize() {
        if (actor.apiKeyId) return;
        const proof = actor.sessionId ? await proofs.sessionProof(actor.userId, actor.sessionId) : undefined;
        if (!provenRecently(proof, clock.nowMs())) throw new AppError('reauth_required');
      },
      notify: (change) => notifyOwner(actor.userId, change, language, actor.apiKeyId ?? null),
    };
  }

  return { gateFor, notifyOwner };
}

export type SensitiveChanges = ReturnType<typeof createSensitiveChanges>;

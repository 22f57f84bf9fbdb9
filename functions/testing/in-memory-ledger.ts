import type { PlanState } from '../domain/accounts/plan-credits';
import { statementReasonOf, subjectOf } from '../domain/credits/credit-moves';
import type { StoredCreditEntry } from '../domain/credits/credit-statement.ports';
import type {
  CommitOutcome,
  CountedList,
  EntityWrite,
  Intent,
  Ledger,
  Refusal,
  RememberedRequest,
} from '../domain/credits/ledger.ports';
import { decideMove, EMPTY_LEDGER, type LedgerState } from '../domain/credits/ledger-rules';

/**
 * The Ledger port in memory, for unit and property tests: the same money rules (decideMove), the
 * same all-or-nothing commit and the same refusals as the DynamoDB adapter, over maps. Entities
 * are tracked only as far as their conditions need: which exist, and the query holds.
 */
export function createInMemoryLedger(options: { now?: () => number } = {}) {
  const now = options.now ?? (() => 0);
  const states = new Map<string, LedgerState>();
  const moveKeys = new Set<string>();
  const entries = new Map<string, StoredCreditEntry[]>();
  const counts = new Map<string, number>();
  const remembered = new Map<string, RememberedRequest>();
  const entities = new Map<string, { status?: number; held?: number; updatedAt?: number }>();

  const entityKey = (w: EntityWrite): string => {
    switch (w.entity) {
      case 'account':
        return `account:${w.profile.email}`;
      case 'query':
        return `query:${w.op === 'create' ? w.query.hash : w.hash}`;
      case 'monitor':
        return `monitor:${w.monitor.userId}:${w.monitor.chain}:${w.monitor.token}:${w.monitor.address}`;
      case 'alert':
        return `alert:${w.alertId}`;
    }
  };

  /** Whether a write's condition holds now, and what it leaves. */
  function checkWrite(w: EntityWrite): { ok: boolean; apply: () => void } {
    const key = entityKey(w);
    const found = entities.get(key);
    switch (w.op) {
      case 'create': {
        const state =
          w.entity === 'query'
            ? { status: w.query.status, held: w.query.reservedCredits, updatedAt: w.query.updatedAt }
            : {};
        return { ok: !found, apply: () => entities.set(key, state) };
      }
      case 'delete':
        return { ok: !!found, apply: () => entities.delete(key) };
      case 'paid':
        // Alerts are not created through the ledger: any alert id is taken to exist.
        return { ok: true, apply: () => entities.set(key, {}) };
      case 'hold':
        return {
          ok: found?.status === 1 && found.held === w.held,
          apply: () => entities.set(key, { ...found, held: w.next, updatedAt: w.nowMs }),
        };
      case 'end':
        return {
          ok:
            found !== undefined &&
            w.from.includes(found.status as never) &&
            found.held === w.held &&
            (w.updatedAt === undefined || found.updatedAt === w.updatedAt),
          apply: () => entities.set(key, { ...found, status: w.status, updatedAt: w.nowMs }),
        };
    }
  }

  const refusalOf = (intent: Intent): Refusal =>
    intent.kind === 'count'
      ? 'allowance'
      : intent.kind === 'remember'
        ? 'exists'
        : intent.kind === 'write'
          ? intent.write.op === 'create'
            ? 'exists'
            : intent.write.op === 'delete' || intent.write.op === 'paid'
              ? 'gone'
              : 'changed'
          : 'changed';

  const ledger: Ledger = {
    async commit(intents) {
      const moves = intents.filter((i) => i.kind === 'move');
      if (moves.length > 1) throw new Error('A commit moves credits once at most');
      const move = moves[0];
      if (move && moveKeys.has(`${move.userId}:${move.move.key}`)) return { status: 'already_applied' };
      const applies: (() => void)[] = [];
      for (const intent of intents) {
        if (intent.kind === 'write') {
          const { ok, apply } = checkWrite(intent.write);
          if (!ok) return { status: 'refused', refused: refusalOf(intent), intent };
          applies.push(apply);
        } else if (intent.kind === 'count') {
          const key = `${intent.userId}:${intent.list}`;
          const after = (counts.get(key) ?? 0) + intent.by;
          if (after < intent.floor || (intent.ceiling !== undefined && after > intent.ceiling))
            return { status: 'refused', refused: 'allowance', intent };
          applies.push(() => counts.set(key, after));
        } else if (intent.kind === 'remember') {
          const key = `${intent.userId}:${intent.request.scope}:${intent.request.key}`;
          const found = remembered.get(key);
          if (found && found.expiresAtMs >= now()) return { status: 'refused', refused: 'exists', intent };
          applies.push(() => remembered.set(key, intent.request));
        }
      }
      let entry: Extract<CommitOutcome, { status: 'applied' }>['entry'];
      if (move) {
        const before = states.get(move.userId) ?? EMPTY_LEDGER;
        const decision = decideMove(before, move.move);
        if (!decision.ok) return { status: 'refused', refused: decision.refused, intent: move };
        const after = decision.next;
        applies.push(() => {
          states.set(move.userId, after);
          moveKeys.add(`${move.userId}:${move.move.key}`);
          const subject = subjectOf(move.move);
          entries.set(move.userId, [
            ...(entries.get(move.userId) ?? []),
            {
              seq: after.seq,
              atMs: move.atMs,
              delta: decision.delta,
              balanceAfter: after.plan!.queryQuota,
              reason: statementReasonOf(move.move),
              subject: subject?.type ?? null,
              subjectId: subject?.id ?? null,
              apiKeyId: move.attribution?.apiKeyId ?? 0,
            },
          ]);
        });
        entry = { seq: after.seq, balanceAfter: after.plan!.queryQuota, delta: decision.delta };
      }
      for (const apply of applies) apply();
      return { status: 'applied', ...(entry ? { entry } : {}) };
    },

    async remembered(userId, scope, key) {
      const found = remembered.get(`${userId}:${scope}:${key}`);
      return found && found.expiresAtMs >= now() ? found : undefined;
    },

    async countOf(userId: string, list: CountedList) {
      return counts.get(`${userId}:${list}`) ?? 0;
    },
  };

  return {
    ledger,
    stateOf: (userId: string): LedgerState => states.get(userId) ?? EMPTY_LEDGER,
    planOf: (userId: string): PlanState | null => states.get(userId)?.plan ?? null,
    entriesOf: (userId: string): readonly StoredCreditEntry[] => entries.get(userId) ?? [],
    countOf: (userId: string, list: CountedList) => counts.get(`${userId}:${list}`) ?? 0,
    /**
     * A query's status as its repository moved it outside the ledger (pending → processing, a
     * progress write), so the ledger's conditions on the query see what the table would hold.
     */
    touchQuery: (hash: string, changes: { status?: number; updatedAt: number }) => {
      const key = `query:${hash}`;
      const found = entities.get(key);
      if (found) entities.set(key, { ...found, ...changes });
    },
  };
}

/**
 * The ledger as a fake repository sees it: every entity write of a commit that applied is handed
 * to `onWrite`, as the table would hold it after the transaction.
 */
export function observingWrites(ledger: Ledger, onWrite: (write: EntityWrite) => void): Ledger {
  return {
    ...ledger,
    async commit(intents) {
      const outcome = await ledger.commit(intents);
      if (outcome.status === 'applied')
        for (const intent of intents) if (intent.kind === 'write') onWrite(intent.write);
      return outcome;
    },
  };
}

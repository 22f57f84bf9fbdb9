/**
 * The engine's reasons (DESIGN §7) grouped for reading: by the kind of exposure (the address
 * itself, direct counterparties, counterparties' counterparties, lookalikes), the most serious
 * group first. A reason without an exposure kind is grouped under its rule's name.
 */
import type { RiskReason } from '../../../../../shared/contract/queries.schema';

export const exposureKinds = ['self', 'direct', 'indirect', 'lookalike'] as const;
export type ExposureKind = (typeof exposureKinds)[number];

export interface ReasonGroup {
  /** An exposure kind, or the raw rule name of reasons that carry none. */
  readonly key: string;
  readonly known: boolean;
  /** Highest level first, then the largest amount (the engine's order, made sure of). */
  readonly reasons: RiskReason[];
  readonly level: number;
}

const kindOrder = new Map<string, number>(exposureKinds.map((k, i) => [k, i]));

export function groupReasons(reasons: readonly RiskReason[]): ReasonGroup[] {
  const groups = new Map<string, RiskReason[]>();
  for (const reason of reasons) {
    const key = reason.exposure ?? reason.rule;
    groups.set(key, [...(groups.get(key) ?? []), reason]);
  }
  return [...groups]
    .map(([key, list]) => ({
      key,
      known: kindOrder.has(key),
      reasons: list.sort(
        (a, b) => b.level - a.level || Number.parseFloat(b.amount) - Number.parseFloat(a.amount),
      ),
      level: Math.max(...list.map((r) => r.level)),
    }))
    .sort(
      (a, b) =>
        b.level - a.level ||
        (kindOrder.get(a.key) ?? exposureKinds.length) - (kindOrder.get(b.key) ?? exposureKinds.length),
    );
}

/** Reasons that raise the level; level-0 ones (an unpaid lookalike) are notes only. */
export const raisingReasons = (reasons: readonly RiskReason[]): RiskReason[] =>
  reasons.filter((r) => r.level > 0);

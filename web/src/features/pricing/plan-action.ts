import { type PackageType, planOf } from '../../../../shared/constants/plans';

/**
 * What a plan card's button says and does (spec 01 §9, spec 02 §2). Guests get a sign-up label
 * and are sent to /login; a signed-in user's own plan is disabled, higher plans are upgrades and
 * lower ones downgrades. package_type above 4 (and the special 1001) is read as enterprise.
 */
export type PlanAction =
  | { kind: 'guest'; label: 'pricing.button.start' | 'pricing.button.choose' | 'pricing.button.contact' }
  | { kind: 'current'; label: 'pricing.button.current' }
  | { kind: 'upgrade'; label: 'pricing.button.upgrade' }
  | { kind: 'downgrade'; label: 'pricing.button.downgrade' }
  | { kind: 'unknown'; label: 'pricing.button.choose' | 'pricing.button.contact' };

/** `current` is the user's package_type, `null` for a guest, `undefined` while it loads or failed. */
export function planAction(plan: PackageType, current: number | null | undefined): PlanAction {
  const fallback = plan === 4 ? 'pricing.button.contact' : 'pricing.button.choose';
  if (current === null) return { kind: 'guest', label: plan === 0 ? 'pricing.button.start' : fallback };
  if (current === undefined) return { kind: 'unknown', label: fallback };
  const mine = planOf(current).packageType;
  if (plan === mine) return { kind: 'current', label: 'pricing.button.current' };
  return plan > mine
    ? { kind: 'upgrade', label: 'pricing.button.upgrade' }
    : { kind: 'downgrade', label: 'pricing.button.downgrade' };
}

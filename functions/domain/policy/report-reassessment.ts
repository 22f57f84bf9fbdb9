import type { ReportAssessment } from '../../../shared/contract/queries.schema';
import { type AppliedPolicy, judgeMeasures } from '../report/report-assessment';

/**
 * A stored report's verdict under its owner's current policy. A report keeps what each policy
 * rule measured (its `measures`); when the policy that judged it is no longer the current one,
 * the measures are judged again and the verdict it was made with is kept as `original`. Pure,
 * and nothing is charged for it: the analysis (the part that costs) is not run again, and the
 * stored report is not changed, so judging it again under the same policy gives the same answer.
 *
 * A report made before measures were kept cannot be judged again and keeps its verdict.
 */
export function reassessReport(
  stored: ReportAssessment | undefined,
  current: AppliedPolicy,
): ReportAssessment | undefined {
  if (!stored?.measures) return stored;
  if (stored.policy.id === current.ref.id && stored.policy.version === current.ref.version) return stored;
  return {
    ...judgeMeasures(stored.measures, current),
    measures: stored.measures,
    original: { verdict: stored.verdict, policy: stored.policy },
  };
}

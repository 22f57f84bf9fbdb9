/**
 * The message id of a risk level on the example report (spec 01 §3: 0 low … 4 high, else unknown).
 * Colours, address shortening and number parsing are the shared display helpers in shared/format.
 */
import { RISK_LEVEL_MAX, RISK_LEVEL_MIN } from '../../../../../shared/rules/query-rules';

export const riskLevelMessageId = (level: number): string =>
  Number.isInteger(level) && level >= RISK_LEVEL_MIN && level <= RISK_LEVEL_MAX
    ? `home.risk.level.${level}`
    : 'home.risk.level.unknown';

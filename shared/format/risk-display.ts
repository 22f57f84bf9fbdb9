/**
 * Risk colours and severities (spec 01 §3 risk level, spec 02 §3 risk categories). Colours are
 * palette names of the UI kit for levels and CSS colours for categories, as the spec gives them.
 */
import { riskLevelName } from '../rules/query-rules';

export type RiskLevelPalette = 'green' | 'blue' | 'yellow' | 'orange' | 'red' | 'gray';

const levelPalettes = ['green', 'blue', 'yellow', 'orange', 'red'] as const;

/** spec 01 §3: 0 low green, 1 medium-low blue, 2 medium yellow, 3 medium-high orange, 4 high red, else unknown (grey). */
export const riskLevelPalette = (level: number): RiskLevelPalette =>
  Number.isInteger(level) ? (levelPalettes[level] ?? 'gray') : 'gray';

export interface RiskLevelDisplay {
  readonly name: ReturnType<typeof riskLevelName>;
  readonly palette: RiskLevelPalette;
}

/** The name (low … high, or unknown) and colour of a risk level; null and non-integers are unknown. */
export function riskLevelDisplay(level: number | null | undefined): RiskLevelDisplay {
  if (level == null || !Number.isInteger(level)) return { name: 'unknown', palette: 'gray' };
  return { name: riskLevelName(level), palette: riskLevelPalette(level) };
}

/** spec 02 §3: every risk category but normal is shown in this red. */
export const RISK_CATEGORY_RED = '#C00F0C';
export const RISK_CATEGORY_GREY = 'gray';

/** spec 02 §3: normal grey, all others (unknown types too) red. */
export const riskCategoryColor = (type: string): string =>
  type === 'normal' ? RISK_CATEGORY_GREY : RISK_CATEGORY_RED;

export type RiskSeverity = 'low' | 'medium' | 'high';

/** spec 02 §3: gamble medium, normal low, every other type high. */
export const riskSeverity = (type: string): RiskSeverity =>
  type === 'normal' ? 'low' : type === 'gamble' ? 'medium' : 'high';

/**
 * The chart sections, one module so the report screen loads nivo in a single lazy chunk while the
 * query is still running (spec 02 §2: the charts load only on this page).
 */
export { BalanceSection } from './balance-section';
export { FlowSection } from './flow-section';
export { HabitSection } from './habit-section';
export { RiskTypeSection } from './risk-type-section';

/** What a bar chart measures: token amounts or numbers of transfers (spec 02 §2 toggles). */
export type ChartMode = 'amount' | 'count';
export const chartModes: readonly ChartMode[] = ['amount', 'count'];

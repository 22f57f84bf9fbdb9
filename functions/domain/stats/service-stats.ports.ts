/**
 * Aggregates kept for the home page's public figures, so reading them never scans a table:
 * one analysis-time histogram per UTC day, and a counter of monitored addresses.
 */
export interface ServiceStatsRepository {
  /** Adds one analysis to a day's histogram. `day` is YYYY-MM-DD (UTC). */
  addAnalysisTime(day: string, bucket: number): Promise<void>;
  /** The histograms of these days, in order (an empty array for a day without analyses). */
  analysisTimes(days: readonly string[]): Promise<number[][]>;
  /** Addresses under monitoring now (0 when nothing has ever been monitored). */
  monitoredAddresses(): Promise<number>;
}

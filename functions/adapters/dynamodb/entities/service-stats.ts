import type { EntityDoc } from './entity-doc';
import { documented, keyTemplate, text } from './key-template';

/**
 * The aggregates behind the public figures: the analysis-time histogram of one UTC day
 * (YYYY-MM-DD; attributes b0…b23, counts per bucket of domain/stats/analysis-time-histogram.ts,
 * added to on completion; kept 8 days by `ttl`), and how many addresses are monitored now
 * (attribute `count`, moved with ADD in the transaction that adds or removes a monitored
 * address; absent: 0).
 */
export const analysisTimeDayKey = keyTemplate([text('YYYY-MM-DD')], (day) => ({
  PK: 'STATS#ANALYSIS_TIME',
  SK: `DAY#${day}`,
}));
export const monitoredAddressCountKey = keyTemplate([], () => ({ PK: 'STATS#MONITORING', SK: 'ADDRESSES' }));

/** The attribute of one histogram bucket. */
export const analysisTimeBucket = (bucket: number) => `b${bucket}`;
/** The buckets of a day's item, by bucket number (missing buckets 0). */
export const analysisTimeCounts = (item: Record<string, unknown>): number[] => {
  const counts: number[] = [];
  for (const [name, value] of Object.entries(item)) {
    const bucket = /^b(\d+)$/.exec(name)?.[1];
    if (bucket !== undefined) counts[Number(bucket)] = Number(value);
  }
  return Array.from(counts, (c) => c ?? 0);
};

/** The transaction item that moves the public count of monitored addresses by `by`. */
export const moveMonitoredAddressCount = (table: string, by: number) => ({
  Update: {
    TableName: table,
    Key: monitoredAddressCountKey(),
    UpdateExpression: 'ADD #count :by',
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: { ':by': by },
  },
});

export const serviceStatsDocs: readonly EntityDoc[] = [
  {
    item: 'analysis time of a day',
    key: documented(analysisTimeDayKey, '2026-11-26'),
    reads: ["the public figures: a week's analysis-time histogram (one BatchGetItem of 7 items)"],
    holds: 'b0…b23: queries per time bucket, ADD on completion; `ttl` 8 days after the day',
  },
  {
    item: 'monitored address count',
    key: documented(monitoredAddressCountKey),
    reads: ['the public figures: how many addresses are monitored now'],
    holds: '`count`, moved in the transaction that adds or removes a monitored address',
  },
];

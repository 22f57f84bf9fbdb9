/** The ids of the report's sections, in their order on the page (spec 02 §2), for the checks that look for each. */
export const REPORT_SECTION_IDS = [
  'report-metrics',
  'report-overview',
  'report-risk-types',
  'report-flow',
  'report-habit',
  'report-balance',
  'report-top-transactions',
] as const;

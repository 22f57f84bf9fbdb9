/** The ids of the report's sections in their order (spec 02 §2), for the checks that look for each. */
export const REPORT_SECTION_IDS = [
  'report-metrics',
  'report-overview',
  'report-risk-types',
  'report-flow',
  'report-habit',
  'report-balance',
  'report-top-transactions',
] as const;

/**
 * Set on the report once every part is in and the browser is idle: from then on its sections are
 * drawn whether on screen or not (report-section.tsx), so a full-page screenshot shows them all.
 */
export const REPORT_SETTLED_ATTRIBUTE = 'data-report-settled';

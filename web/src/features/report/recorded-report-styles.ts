import type { RecordedStyles } from '../../components/recorded-styles';
import recorded from './recorded-report-styles.json';

/**
 * The rules a report makes as it first draws (the showcase reports, on wide and narrow screens),
 * recorded by recorded-report-styles.test.tsx. The report's code takes them as it arrives
 * (components/recorded-styles.ts), while the page is still small. A rule the recording lacks is
 * still inserted when it is first needed: a stale recording costs speed, not looks, and the test
 * says when it is stale.
 */
export const recordedReportStyles = recorded as unknown as RecordedStyles;

import type { QueryResult } from '../../../../../shared/contract/queries.schema';
import exchange from '../../../test/reports/exchange.json';
import indirect from '../../../test/reports/indirect.json';
import poisoning from '../../../test/reports/poisoning.json';
import sanctioned from '../../../test/reports/sanctioned.json';

/**
 * The engine's real reports of the showcase addresses, typed, and a deep copy per call so a test
 * may change one without touching the next test's.
 */
const fixtures = { exchange, indirect, poisoning, sanctioned } as unknown as Record<
  'exchange' | 'indirect' | 'poisoning' | 'sanctioned',
  QueryResult
>;

export const testReport = (name: keyof typeof fixtures): QueryResult => structuredClone(fixtures[name]);

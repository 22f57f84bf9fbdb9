import type { Container } from '../../platform/container';
import { type GroupHandlers, groupHandlers } from '../../platform/http/route-group';
import { userOf } from '../../platform/http/types';

/**
 * The usage-statistics routes (spec 01 §3, §7): the caller's own figures only, with a
 * user token or a key holding the read permission. Detailed statistics need the advanced plan
 * or above (spec 01 §6), like the keys whose calls they count.
 */
export function usageHandlers({
  usage,
  apiKeys,
  http,
}: Pick<Container, 'usage' | 'apiKeys' | 'http'>): GroupHandlers<'usage'> {
  return groupHandlers<'usage'>(http, {
    getApiUsageStats: async ({ query, caller }) => {
      await apiKeys.service.requireApiPlan(userOf(caller));
      return usage.stats.stats(userOf(caller), query);
    },
    exportApiUsageStats: async ({ query, caller }) => {
      await apiKeys.service.requireApiPlan(userOf(caller));
      return usage.stats.csv(userOf(caller), query);
    },
  });
}

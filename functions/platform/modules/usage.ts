import { createUsageRepository } from '../../adapters/dynamodb/usage.repository';
import type { UsageRepository } from '../../domain/usage/usage.ports';
import { createUsageStatsService, type UsageStatsService } from '../../domain/usage/usage-stats.service';
import { lazyMembers } from '../lazy';
import type { PortBuilders, Ports } from '../ports';

export interface UsagePorts {
  /** The public API's call counters: what the HTTP platform records and the statistics read. */
  readonly usage: UsageRepository;
}

export const usagePorts: PortBuilders<UsagePorts> = ({ config, clients }) => ({
  usage: () => createUsageRepository(clients.ddb, config.TABLE_NAME),
});

export interface UsageModule {
  /** Public-API usage statistics. */
  readonly stats: UsageStatsService;
}

export const usageModule = (ports: Ports): UsageModule =>
  lazyMembers<UsageModule>({ stats: () => createUsageStatsService({ usage: ports.usage }) });

import { createServiceStatsRepository } from '../../adapters/dynamodb/service-stats.repository';
import { createPublicStatsService, type PublicStatsService } from '../../domain/stats/public-stats.service';
import type { ServiceStatsRepository } from '../../domain/stats/service-stats.ports';
import { lazyMembers } from '../lazy';
import type { PortBuilders, Ports } from '../ports';

export interface StatsPorts {
  readonly serviceStats: ServiceStatsRepository;
}

export const statsPorts: PortBuilders<StatsPorts> = ({ config, clients }) => ({
  serviceStats: () => createServiceStatsRepository(clients.ddb, config.TABLE_NAME),
});

export interface StatsModule {
  /** The home page's figures, and the analysis times they are made of. */
  readonly publicStats: PublicStatsService;
}

export const statsModule = (ports: Ports, cacheSeconds: number): StatsModule =>
  lazyMembers<StatsModule>({
    publicStats: () =>
      createPublicStatsService({
        labels: ports.labels,
        stats: ports.serviceStats,
        clock: ports.clock,
        log: ports.log,
        cacheMs: cacheSeconds * 1000,
      }),
  });

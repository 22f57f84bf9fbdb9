import { type AwsClients, createAwsClients } from './aws-clients';
import type { Config } from './config';
import type { HttpPlatform } from './http/types';
import { lazyMembers } from './lazy';
import type { Logger } from './logger';
import { type AccountsModule, accountsModule } from './modules/accounts';
import { type ApiKeysModule, apiKeysModule } from './modules/api-keys';
import { type CreditsModule, creditsModule } from './modules/credits';
import { type LabelsModule, labelsModule } from './modules/labels';
import { type MonitoringModule, monitoringModule } from './modules/monitoring';
import { type QueriesModule, queriesModule } from './modules/queries';
import { type RiskPoliciesModule, riskPoliciesModule } from './modules/risk-policies';
import { type ScreeningModule, screeningModule } from './modules/screening';
import { type StatsModule, statsModule } from './modules/stats';
import { type UsageModule, usageModule } from './modules/usage';
import { createPorts, type Ports } from './ports';

/**
 * The composition root: one lazy module per area (platform/modules), each building its services
 * from the ports on first access, so a Lambda builds only what its handler touches.
 */
export interface Container {
  readonly config: Config;
  readonly ports: Ports;
  readonly log: Logger;
  /** The logger, CORS origins and call metering every HTTP handler answers with. */
  readonly http: HttpPlatform;
  readonly accounts: AccountsModule;
  readonly apiKeys: ApiKeysModule;
  readonly credits: CreditsModule;
  readonly labels: LabelsModule;
  readonly monitoring: MonitoringModule;
  readonly queries: QueriesModule;
  readonly riskPolicies: RiskPoliciesModule;
  readonly screening: ScreeningModule;
  readonly stats: StatsModule;
  readonly usage: UsageModule;
}

/** A test's replacements: any port (an in-memory fake) and any AWS client. */
export type ContainerOverrides = Partial<Ports> & { readonly clients?: Partial<AwsClients> };

export function createContainer(config: Config, overrides: ContainerOverrides = {}): Container {
  const { clients: clientOverrides, ...portOverrides } = overrides;
  const clients = createAwsClients(config, clientOverrides);
  const ports = createPorts({ config, clients }, portOverrides);
  const app: Container = lazyMembers<Container>({
    config: () => config,
    ports: () => ports,
    log: () => ports.log,
    http: () => ({
      log: ports.log,
      corsAllowOrigin: config.CORS_ALLOW_ORIGIN,
      secureCookies: config.STAGE === 'aws',
      recordCall: (call) => ports.usage.record(call),
    }),
    accounts: () =>
      accountsModule(ports, {
        sessionIdleSeconds: config.SESSION_IDLE_SECONDS,
        accessTokenMaxAgeSeconds: config.ACCESS_TOKEN_MAX_AGE_SECONDS,
        salesInbox: config.SALES_INBOX,
      }),
    apiKeys: () => apiKeysModule(ports, app),
    credits: () => creditsModule(ports),
    labels: () => labelsModule(ports),
    monitoring: () => monitoringModule(ports, app),
    queries: () => queriesModule(ports, app),
    riskPolicies: () => riskPoliciesModule(ports),
    screening: () => screeningModule(ports, app),
    stats: () => statsModule(ports, config.PUBLIC_STATS_CACHE_SECONDS),
    usage: () => usageModule(ports),
  });
  return app;
}

import type { Clock } from '../domain/ports/clock';
import type { Entropy } from '../domain/ports/entropy';
import type { Logger } from '../domain/ports/logger';
import type { AwsClients } from './aws-clients';
import type { Config } from './config';
import { logFormatOf } from './config';
import { systemClock, systemEntropy } from './entropy';
import { type Builders, lazyMembers } from './lazy';
import { createLogger } from './logger';
import { type AccountPorts, accountPorts } from './modules/accounts';
import { type ApiKeyPorts, apiKeyPorts } from './modules/api-keys';
import { type ChainPorts, chainPorts } from './modules/chain-sources';
import { type CreditPorts, creditPorts } from './modules/credits';
import { type LabelPorts, labelPorts } from './modules/labels';
import { type MonitoringPorts, monitoringPorts } from './modules/monitoring';
import { type QueryPorts, queryPorts } from './modules/queries';
import { type RiskPolicyPorts, riskPolicyPorts } from './modules/risk-policies';
import { type StatsPorts, statsPorts } from './modules/stats';
import { type UsagePorts, usagePorts } from './modules/usage';

/** What every port is built from: the configuration and the process's AWS clients. */
export interface PortSources {
  readonly config: Config;
  readonly clients: AwsClients;
}

/** Time, randomness and the log: the ports every area shares. */
export interface SystemPorts {
  readonly clock: Clock;
  readonly entropy: Entropy;
  readonly log: Logger;
}

/**
 * Everything the use cases reach outside the process, typed by the domain's ports (never by an
 * adapter), one member per port. A test replaces any of them with a fake (createContainer's
 * overrides); the rest are built from the adapters on first use.
 */
export type Ports = SystemPorts &
  AccountPorts &
  ApiKeyPorts &
  ChainPorts &
  CreditPorts &
  LabelPorts &
  MonitoringPorts &
  QueryPorts &
  RiskPolicyPorts &
  StatsPorts &
  UsagePorts;

/** How an area builds its ports; `ports` gives the others (read when a builder runs, not before). */
export type PortBuilders<T> = (sources: PortSources, ports: () => Ports) => Builders<T>;

const systemPorts: PortBuilders<SystemPorts> = ({ config }) => ({
  clock: () => systemClock,
  entropy: () => systemEntropy,
  log: () => createLogger(config.LOG_LEVEL, { format: logFormatOf(config) }),
});

export function createPorts(sources: PortSources, overrides: Partial<Ports> = {}): Ports {
  const self = () => ports;
  const ports: Ports = lazyMembers<Ports>(
    {
      ...systemPorts(sources, self),
      ...accountPorts(sources, self),
      ...apiKeyPorts(sources, self),
      ...chainPorts(sources, self),
      ...creditPorts(sources, self),
      ...labelPorts(sources, self),
      ...monitoringPorts(sources, self),
      ...queryPorts(sources, self),
      ...riskPolicyPorts(sources, self),
      ...statsPorts(sources, self),
      ...usagePorts(sources, self),
    },
    overrides,
  );
  return ports;
}

import { createRiskPolicyRepository } from '../../adapters/dynamodb/risk-policy.repository';
import type { RiskPolicyRepository } from '../../domain/policy/risk-policy.ports';
import { createRiskPolicyService, type RiskPolicyService } from '../../domain/policy/risk-policy.service';
import { lazyMembers } from '../lazy';
import type { PortBuilders, Ports } from '../ports';

export interface RiskPolicyPorts {
  readonly riskPolicies: RiskPolicyRepository;
}

export const riskPolicyPorts: PortBuilders<RiskPolicyPorts> = ({ config, clients }) => ({
  riskPolicies: () => createRiskPolicyRepository(clients.ddb, config.TABLE_NAME),
});

export interface RiskPoliciesModule {
  /** Users' risk policies: the report's verdict. */
  readonly service: RiskPolicyService;
}

export const riskPoliciesModule = (ports: Ports): RiskPoliciesModule =>
  lazyMembers<RiskPoliciesModule>({
    service: () => createRiskPolicyService({ policies: ports.riskPolicies, clock: ports.clock }),
  });

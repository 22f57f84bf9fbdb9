import { accountDocs } from './account';
import { alertDocs } from './alert';
import { apiKeyDocs } from './api-key';
import { clientRequestDocs } from './client-request';
import { creditDocs } from './credit-entry';
import type { EntityDoc } from './entity';
import { labelDocs } from './label';
import { listCountsDocs } from './list-counts';
import { localSeedDocs } from './local-seed';
import { monitorDocs } from './monitor';
import { monitorScheduleDocs } from './monitor-schedule';
import { planDocs } from './plan';
import { queryDocs } from './query';
import { rateWindowDocs } from './rate-window';
import { recipientDocs } from './recipient';
import { riskPolicyDocs } from './risk-policy';
import { serviceStatsDocs } from './service-stats';
import { simulationDocs } from './simulation';
import { usageCounterDocs } from './usage-counter';
import { verificationCodeDocs } from './verification-code';

/** An entity module (its file name under entities/) and the items it describes. */
export interface EntityModuleDocs {
  readonly module: string;
  readonly docs: readonly EntityDoc[];
}

/**
 * Every item of the single table, by area, in the order docs/areas/table.md lists them. A new
 * entity module adds itself here, or its items are missing from the generated tables.
 */
export const tableEntities: readonly {
  readonly area: string;
  readonly modules: readonly EntityModuleDocs[];
}[] = [
  {
    area: 'Accounts and sessions',
    modules: [
      { module: 'account', docs: accountDocs },
      { module: 'verification-code', docs: verificationCodeDocs },
      { module: 'rate-window', docs: rateWindowDocs },
    ],
  },
  {
    area: 'Plans and credits',
    modules: [
      { module: 'plan', docs: planDocs },
      { module: 'credit-entry', docs: creditDocs },
      { module: 'client-request', docs: clientRequestDocs },
      { module: 'list-counts', docs: listCountsDocs },
    ],
  },
  {
    area: 'Risk queries',
    modules: [
      { module: 'query', docs: queryDocs },
      { module: 'risk-policy', docs: riskPolicyDocs },
    ],
  },
  {
    area: 'API keys and usage',
    modules: [
      { module: 'api-key', docs: apiKeyDocs },
      { module: 'usage-counter', docs: usageCounterDocs },
    ],
  },
  {
    area: 'Monitoring and alerts',
    modules: [
      { module: 'monitor', docs: monitorDocs },
      { module: 'monitor-schedule', docs: monitorScheduleDocs },
      { module: 'alert', docs: alertDocs },
      { module: 'recipient', docs: recipientDocs },
    ],
  },
  {
    area: 'Labels and the simulated ledger',
    modules: [
      { module: 'label', docs: labelDocs },
      { module: 'simulation', docs: simulationDocs },
      { module: 'local-seed', docs: localSeedDocs },
    ],
  },
  { area: 'Public figures', modules: [{ module: 'service-stats', docs: serviceStatsDocs }] },
];

import { accountDocs } from './account';
import { alertDocs } from './alert';
import { apiKeyDocs } from './api-key';
import { clientRequestDocs } from './client-request';
import { counterpartyDocs } from './counterparty';
import { creditDocs } from './credit-entry';
import type { EntityDoc } from './entity-doc';
import { knownDeviceDocs } from './known-device';
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
import { salesInquiryDocs } from './sales-inquiry';
import { serviceStatsDocs } from './service-stats';
import { sessionFamilyDocs } from './session-family';
import { simulationDocs } from './simulation';
import { usageCounterDocs } from './usage-counter';
import { verificationCodeDocs } from './verification-code';

/** The items of each entity module, by the module's file name under entities/. */
export type EntityModuleDocs = Readonly<Record<string, readonly EntityDoc[]>>;

/**
 * Every item of the single table, by area, in the order docs/areas/table.md lists them. A new
 * entity module adds itself here, or its items are missing from the generated tables.
 */
export const tableEntities: readonly { readonly area: string; readonly modules: EntityModuleDocs }[] = [
  {
    area: 'Accounts and sessions',
    modules: {
      account: accountDocs,
      'verification-code': verificationCodeDocs,
      'known-device': knownDeviceDocs,
      'session-family': sessionFamilyDocs,
      'rate-window': rateWindowDocs,
    },
  },
  { area: 'Sales', modules: { 'sales-inquiry': salesInquiryDocs } },
  {
    area: 'Plans and credits',
    modules: {
      plan: planDocs,
      'credit-entry': creditDocs,
      'client-request': clientRequestDocs,
      'list-counts': listCountsDocs,
    },
  },
  { area: 'Risk queries', modules: { query: queryDocs, 'risk-policy': riskPolicyDocs } },
  { area: 'API keys and usage', modules: { 'api-key': apiKeyDocs, 'usage-counter': usageCounterDocs } },
  {
    area: 'Monitoring and alerts',
    modules: {
      monitor: monitorDocs,
      'monitor-schedule': monitorScheduleDocs,
      alert: alertDocs,
      recipient: recipientDocs,
      counterparty: counterpartyDocs,
    },
  },
  {
    area: 'Labels and the simulated ledger',
    modules: { label: labelDocs, simulation: simulationDocs, 'local-seed': localSeedDocs },
  },
  { area: 'Public figures', modules: { 'service-stats': serviceStatsDocs } },
];

/** Every item's description, in the order of the tables. */
export const everyEntityDoc: readonly EntityDoc[] = tableEntities.flatMap(({ modules }) =>
  Object.values(modules).flat(),
);

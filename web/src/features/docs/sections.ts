import { type MonitorGuideId, monitorGuideIds } from './monitor-guides';

/**
 * The sidebar of the docs page (spec 02 §2): quick start, authentication, then the risk query,
 * report and risk-policy, screening and usage, credit statement and monitor
 * APIs, each entry bound to its operation in docs/openapi.json. The `section` query parameter
 * holds the entry's id.
 */
export interface EndpointSection {
  readonly id: string;
  readonly operationId: string;
}

export interface SectionGroup {
  /** Message id of the group heading. */
  readonly titleId: string;
  /** Guide pages listed before the group's endpoints (monitor-guides.ts). */
  readonly guides?: readonly string[];
  readonly sections: readonly EndpointSection[];
}

export const defaultSectionId = 'quick-start';
export const guideSectionIds = ['quick-start', 'authentication'] as const;

export const endpointGroups: readonly SectionGroup[] = [
  {
    titleId: 'docs.group.query',
    sections: [
      { id: 'create-query', operationId: 'createQuery' },
      { id: 'estimate-query', operationId: 'estimateQuery' },
      { id: 'query-status', operationId: 'getQueryStatus' },
      { id: 'query-result', operationId: 'getQueryResult' },
      { id: 'query-histories', operationId: 'listQueryHistories' },
    ],
  },
  {
    titleId: 'docs.group.reports',
    sections: [
      { id: 'recent-query', operationId: 'getRecentQuery' },
      { id: 'get-risk-policy', operationId: 'getRiskPolicy' },
      { id: 'set-risk-policy', operationId: 'setRiskPolicy' },
    ],
  },
  {
    titleId: 'docs.group.screening',
    sections: [
      { id: 'screen-addresses', operationId: 'screenAddresses' },
      { id: 'api-usage-stats', operationId: 'getApiUsageStats' },
      { id: 'export-api-usage-stats', operationId: 'exportApiUsageStats' },
    ],
  },
  {
    titleId: 'docs.group.credits',
    sections: [
      { id: 'credit-statement', operationId: 'getCreditStatement' },
      { id: 'export-credit-statement', operationId: 'exportCreditStatement' },
    ],
  },
  {
    titleId: 'docs.group.monitor',
    sections: [
      { id: 'add-monitor-address', operationId: 'addMonitorAddress' },
      { id: 'remove-monitor-address', operationId: 'removeMonitorAddress' },
      { id: 'update-address-status', operationId: 'updateMonitorAddressStatus' },
      { id: 'update-monitor-config', operationId: 'updateMonitorConfig' },
      { id: 'list-monitor-addresses', operationId: 'listMonitorAddresses' },
      { id: 'list-alerts', operationId: 'listMonitorAlerts' },
      { id: 'estimate-monitor-alerts', operationId: 'estimateMonitorAlerts' },
      { id: 'alert-summary', operationId: 'getMonitorAlertSummary' },
      { id: 'get-default-config', operationId: 'getDefaultMonitorConfig' },
      { id: 'set-default-config', operationId: 'setDefaultMonitorConfig' },
    ],
  },
  {
    titleId: 'docs.group.webhooks',
    guides: monitorGuideIds,
    sections: [
      { id: 'alert-deliveries', operationId: 'listAlertDeliveries' },
      { id: 'redeliver-alert', operationId: 'redeliverAlert' },
      { id: 'send-test-webhook', operationId: 'sendTestWebhook' },
      { id: 'get-webhook-secret', operationId: 'getWebhookSecret' },
      { id: 'rotate-webhook-secret', operationId: 'rotateWebhookSecret' },
      { id: 'revoke-previous-webhook-secret', operationId: 'revokePreviousWebhookSecret' },
    ],
  },
];

export const endpointSections: readonly EndpointSection[] = endpointGroups.flatMap((g) => g.sections);

/** The entries that show the built-in policy table: the report that applies it and the calls that tune it. */
export const policyTableSectionIds: ReadonlySet<string> = new Set([
  'query-result',
  'get-risk-policy',
  'set-risk-policy',
]);

/** Message id of an entry's sidebar name, e.g. `docs.section.create-query`. */
export const sectionTitleId = (id: string) => `docs.section.${id}`;

export type SelectedSection =
  | { readonly kind: 'guide'; readonly id: (typeof guideSectionIds)[number] }
  | { readonly kind: 'monitorGuide'; readonly id: MonitorGuideId }
  | { readonly kind: 'endpoint'; readonly section: EndpointSection }
  | { readonly kind: 'unknown'; readonly id: string };

/** What `?section=` selects; the operationId is accepted too (`?section=createQuery`). */
export function selectSection(param: string | null): SelectedSection {
  const id = param?.trim() || defaultSectionId;
  const guide = guideSectionIds.find((g) => g === id);
  if (guide) return { kind: 'guide', id: guide };
  const monitorGuide = monitorGuideIds.find((g) => g === id);
  if (monitorGuide) return { kind: 'monitorGuide', id: monitorGuide };
  const section = endpointSections.find((s) => s.id === id || s.operationId === id);
  return section ? { kind: 'endpoint', section } : { kind: 'unknown', id };
}

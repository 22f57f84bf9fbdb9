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

/** A sidebar group: its entries written as entry id → operationId, in the sidebar's order. */
const group = (
  titleId: string,
  entries: Readonly<Record<string, string>>,
  guides?: readonly string[],
): SectionGroup => ({
  titleId,
  ...(guides ? { guides } : {}),
  sections: Object.entries(entries).map(([id, operationId]) => ({ id, operationId })),
});

export const endpointGroups: readonly SectionGroup[] = [
  group('docs.group.query', {
    'create-query': 'createQuery',
    'estimate-query': 'estimateQuery',
    'query-status': 'getQueryStatus',
    'query-result': 'getQueryResult',
    'query-histories': 'listQueryHistories',
  }),
  group('docs.group.reports', {
    'recent-query': 'getRecentQuery',
    'get-risk-policy': 'getRiskPolicy',
    'set-risk-policy': 'setRiskPolicy',
  }),
  group('docs.group.screening', {
    'screen-addresses': 'screenAddresses',
    'api-usage-stats': 'getApiUsageStats',
    'export-api-usage-stats': 'exportApiUsageStats',
  }),
  group('docs.group.credits', {
    'credit-statement': 'getCreditStatement',
    'export-credit-statement': 'exportCreditStatement',
  }),
  group('docs.group.monitor', {
    'add-monitor-address': 'addMonitorAddress',
    'remove-monitor-address': 'removeMonitorAddress',
    'update-address-status': 'updateMonitorAddressStatus',
    'update-monitor-config': 'updateMonitorConfig',
    'list-monitor-addresses': 'listMonitorAddresses',
    'list-alerts': 'listMonitorAlerts',
    'estimate-monitor-alerts': 'estimateMonitorAlerts',
    'alert-summary': 'getMonitorAlertSummary',
    'get-default-config': 'getDefaultMonitorConfig',
    'set-default-config': 'setDefaultMonitorConfig',
  }),
  group(
    'docs.group.webhooks',
    {
      'alert-deliveries': 'listAlertDeliveries',
      'redeliver-alert': 'redeliverAlert',
      'send-test-webhook': 'sendTestWebhook',
      'get-webhook-secret': 'getWebhookSecret',
      'rotate-webhook-secret': 'rotateWebhookSecret',
      'revoke-previous-webhook-secret': 'revokePreviousWebhookSecret',
    },
    monitorGuideIds,
  ),
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

import { createIntl } from 'react-intl';
import { languages } from '../../../../shared/i18n/languages';
import type { FeatureMessages } from '../../i18n/feature-messages';
import { endpointMessageIds, localizeEndpoint } from './endpoint-text';
import { docsMessages as typedMessages } from './messages';
import { type Endpoint, readEndpoint } from './openapi-model';
import { endpointSections } from './sections';

// Read from docs/openapi.json, so a field the contract gains shows up here untranslated.
const endpoints = endpointSections.map((s) => readEndpoint(s.operationId)!);
const docsMessages: FeatureMessages = typedMessages;
const expectedIds = new Set(endpoints.flatMap(endpointMessageIds));

describe('translations of the documented operations', () => {
  it('documents the twenty-eight operations', () => {
    expect(endpoints.map((e) => e.operationId)).toEqual([
      'createQuery',
      'estimateQuery',
      'getQueryStatus',
      'getQueryResult',
      'listQueryHistories',
      'getRecentQuery',
      'getRiskPolicy',
      'setRiskPolicy',
      'screenAddresses',
      'getApiUsageStats',
      'exportApiUsageStats',
      'getCreditStatement',
      'exportCreditStatement',
      'addMonitorAddress',
      'removeMonitorAddress',
      'updateMonitorAddressStatus',
      'updateMonitorConfig',
      'listMonitorAddresses',
      'listMonitorAlerts',
      'estimateMonitorAlerts',
      'getMonitorAlertSummary',
      'getDefaultMonitorConfig',
      'setDefaultMonitorConfig',
      'listAlertDeliveries',
      'redeliverAlert',
      'sendTestWebhook',
      'getWebhookSecret',
      'rotateWebhookSecret',
      'revokePreviousWebhookSecret',
    ]);
  });

  it.each(languages)(
    '%s translates the summary, description, every shown parameter and every error status',
    (language) => {
      const missing = [...expectedIds].filter((id) => !docsMessages[language][id]?.trim());
      expect(missing, `${language} lacks`).toEqual([]);
    },
  );

  it('keeps no translation of a parameter or operation the page no longer shows', () => {
    const operationIds = new Set(endpoints.map((e) => e.operationId));
    const stale = Object.keys(docsMessages['en-US']).filter((id) => {
      const [, kind, operationId] = id.split('.');
      return (
        (kind === 'op' || kind === 'param') && operationIds.has(operationId ?? '') && !expectedIds.has(id)
      );
    });
    expect(stale).toEqual([]);
  });

  it('shows the reader’s language, and the document’s English where a message is missing', () => {
    const createQuery = endpoints[0]!;
    // A field the contract gained but nobody translated yet.
    const extended: Endpoint = {
      ...createQuery,
      parameters: [
        ...createQuery.parameters,
        { ...createQuery.parameters[0]!, name: 'brand_new', description: 'A new field' },
      ],
    };
    const intl = createIntl({ locale: 'zh-CN', messages: docsMessages['zh-CN'] });
    const shown = localizeEndpoint(extended, intl);
    expect(shown.summary).toBe('发起风险分析');
    expect(shown.description).toContain('query_hash');
    expect(shown.parameters.map((p) => p.description)).toEqual([
      '链：tron、ethereum 或 bsc',
      '代币：usdt',
      expect.stringContaining('钱包地址'),
      expect.stringContaining('时间范围起点'),
      expect.stringContaining('时间范围终点'),
      expect.stringContaining('最多分析的转账笔数'),
      expect.stringContaining('最多花费的积分'),
      'A new field',
    ]);
    expect(shown.errors.find((e) => e.status === '401')?.description).toBe('凭证缺失、无效或已过期');
    // Everything else about the endpoint stays as the document has it.
    expect(shown.parameters.map((p) => [p.name, p.type, p.example])).toEqual(
      extended.parameters.map((p) => [p.name, p.type, p.example]),
    );
  });

  it('speaks of nothing a public API customer cannot use: no user_id, no internal package number', () => {
    for (const language of languages) {
      const leftovers = Object.entries(docsMessages[language]).filter(([, text]) =>
        /user_id|1001/.test(text),
      );
      expect(leftovers).toEqual([]);
    }
  });
});

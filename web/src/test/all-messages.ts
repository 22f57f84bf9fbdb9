import { componentMessages } from '../components/messages';
import { analyzerMessages } from '../features/analyzer/messages';
import { apiKeysMessages } from '../features/api-keys/messages';
import { apiStatsMessages } from '../features/api-stats/messages';
import { authMessages } from '../features/auth/messages';
import { consoleMessages } from '../features/console/messages';
import { creditsMessages } from '../features/credits/messages';
import { docsMessages } from '../features/docs/messages';
import { historyMessages } from '../features/history/messages';
import { homeMessages } from '../features/home/messages';
import { legalMessages } from '../features/legal/messages';
import { monitorCostMessages } from '../features/monitor/cost-messages';
import { monitorDeliveryMessages } from '../features/monitor/delivery-messages';
import { monitorMessages } from '../features/monitor/messages';
import { notFoundMessages } from '../features/not-found/messages';
import { policyMessages } from '../features/policy/messages';
import { pricingMessages } from '../features/pricing/messages';
import { reportChartMessages } from '../features/report/charts/messages';
import { reportMessages } from '../features/report/messages';
import { reportSectionMessages } from '../features/report/sections/messages';
import { accountMessages } from '../features/shell/account-messages';
import { shellMessages } from '../features/shell/messages';
import { commonMessages } from '../i18n/common.messages';
import type { FeatureMessages } from '../i18n/feature-messages';
import { riskMessages } from '../i18n/risk.messages';

/**
 * Every feature's messages, for the completeness test, the test renderer and the browser
 * journeys (the app itself registers them route by route, see i18n/messages.ts). A new feature
 * adds its module here.
 */
export const allFeatureMessages: readonly FeatureMessages[] = [
  commonMessages,
  riskMessages,
  componentMessages,
  shellMessages,
  accountMessages,
  homeMessages,
  pricingMessages,
  legalMessages,
  authMessages,
  docsMessages,
  consoleMessages,
  historyMessages,
  monitorMessages,
  monitorCostMessages,
  monitorDeliveryMessages,
  analyzerMessages,
  reportMessages,
  reportSectionMessages,
  policyMessages,
  reportChartMessages,
  notFoundMessages,
  apiKeysMessages,
  apiStatsMessages,
  creditsMessages,
];

import { labelSourceNames, labelSourceOrder } from '../../../shared/i18n/label-sources';
import type { Language } from '../../../shared/i18n/languages';
import { defineMessages } from './feature-messages';

/** Each label source's one display name (shared with everything else that names a source). */
const sourceMessages = (language: Language): Record<string, string> =>
  Object.fromEntries(
    labelSourceOrder.map((source) => [`label.source.${source}`, labelSourceNames[language][source]]),
  );

/**
 * The risk level and risk category texts, the one set every screen reads (report, history,
 * analyzer, monitor alerts, the home page's example report): spec 01 §3 names the five levels,
 * spec 02 §3 the categories; `address_poisoning` is the category a monitor alert of a lookalike
 * address carries; and the label sources' names. Registered with the common texts because the
 * home page needs them too.
 */
export const riskMessages = defineMessages({
  'en-US': {
    'risk.level.low': 'Low',
    'risk.level.medium_low': 'Medium-low',
    'risk.level.medium': 'Medium',
    'risk.level.medium_high': 'Medium-high',
    'risk.level.high': 'High',
    'risk.level.unknown': 'Unknown',
    'risk.category.normal': 'Normal',
    'risk.category.high_risk': 'High risk',
    'risk.category.fraudulent': 'Fraud',
    'risk.category.money_laundering': 'Money laundering',
    'risk.category.gamble': 'Gambling',
    'risk.category.black_industry': 'Illicit industry',
    'risk.category.thefts': 'Theft',
    'risk.category.blocked': 'Blocked',
    'risk.category.sanction': 'Sanctioned',
    'risk.category.attack': 'Attack',
    'risk.category.address_poisoning': 'Address poisoning',
    ...sourceMessages('en-US'),
  },
  'zh-CN': {
    'risk.level.low': '低风险',
    'risk.level.medium_low': '中低风险',
    'risk.level.medium': '中风险',
    'risk.level.medium_high': '中高风险',
    'risk.level.high': '高风险',
    'risk.level.unknown': '未知',
    'risk.category.normal': '正常',
    'risk.category.high_risk': '高风险',
    'risk.category.fraudulent': '诈骗',
    'risk.category.money_laundering': '洗钱',
    'risk.category.gamble': '赌博',
    'risk.category.black_industry': '黑灰产',
    'risk.category.thefts': '盗窃',
    'risk.category.blocked': '冻结',
    'risk.category.sanction': '制裁',
    'risk.category.attack': '攻击',
    'risk.category.address_poisoning': '地址投毒',
    ...sourceMessages('zh-CN'),
  },
  'zh-TW': {
    'risk.level.low': '低風險',
    'risk.level.medium_low': '中低風險',
    'risk.level.medium': '中風險',
    'risk.level.medium_high': '中高風險',
    'risk.level.high': '高風險',
    'risk.level.unknown': '未知',
    'risk.category.normal': '正常',
    'risk.category.high_risk': '高風險',
    'risk.category.fraudulent': '詐騙',
    'risk.category.money_laundering': '洗錢',
    'risk.category.gamble': '賭博',
    'risk.category.black_industry': '黑灰產',
    'risk.category.thefts': '盜竊',
    'risk.category.blocked': '凍結',
    'risk.category.sanction': '制裁',
    'risk.category.attack': '攻擊',
    'risk.category.address_poisoning': '地址投毒',
    ...sourceMessages('zh-TW'),
  },
});

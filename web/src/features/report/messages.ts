import { defineMessages } from '../../i18n/feature-messages';

/**
 * Texts of the report screen itself (states, progress, back-to-top) and the ones every section
 * shares: the risk categories of spec 02 §3 and the kinds of exposure the engine reports.
 */
export const reportMessages = defineMessages({
  'en-US': {
    'report.category.normal': 'Normal',
    'report.category.high_risk': 'High risk',
    'report.category.fraudulent': 'Fraud',
    'report.category.money_laundering': 'Money laundering',
    'report.category.gamble': 'Gambling',
    'report.category.black_industry': 'Illicit industry',
    'report.category.thefts': 'Theft',
    'report.category.blocked': 'Blocked',
    'report.category.sanction': 'Sanctioned',
    'report.category.attack': 'Attack',
    'report.exposure.self': 'The address itself',
    'report.exposure.direct': 'Direct counterparty',
    'report.exposure.indirect': 'Counterparty of a counterparty',
    'report.exposure.lookalike': 'Lookalike address',
  },
  'zh-CN': {
    'report.category.normal': '正常',
    'report.category.high_risk': '高风险',
    'report.category.fraudulent': '诈骗',
    'report.category.money_laundering': '洗钱',
    'report.category.gamble': '赌博',
    'report.category.black_industry': '黑灰产',
    'report.category.thefts': '盗窃',
    'report.category.blocked': '冻结',
    'report.category.sanction': '制裁',
    'report.category.attack': '攻击',
    'report.exposure.self': '地址本身',
    'report.exposure.direct': '直接交易对手',
    'report.exposure.indirect': '交易对手的交易对手',
    'report.exposure.lookalike': '相似地址',
  },
  'zh-TW': {
    'report.category.normal': '正常',
    'report.category.high_risk': '高風險',
    'report.category.fraudulent': '詐騙',
    'report.category.money_laundering': '洗錢',
    'report.category.gamble': '賭博',
    'report.category.black_industry': '黑灰產',
    'report.category.thefts': '盜竊',
    'report.category.blocked': '凍結',
    'report.category.sanction': '制裁',
    'report.category.attack': '攻擊',
    'report.exposure.self': '地址本身',
    'report.exposure.direct': '直接交易對手',
    'report.exposure.indirect': '交易對手的交易對手',
    'report.exposure.lookalike': '相似地址',
  },
});

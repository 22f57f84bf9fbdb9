import { defineMessages } from '../../i18n/feature-messages';

/**
 * Texts of what monitoring costs on the Monitor page (beyond spec): the estimate where Transaction
 * detection is switched on, its minimum amount, the daily alert cap, an address paused by its cap,
 * and today's alerts and credits. Kept apart from messages.ts; the page registers both.
 */
export const monitorCostMessages = defineMessages({
  'en-US': {
    'monitor.estimate.summary':
      'About {transfers, number} {transfers, plural, one {transfer} other {transfers}} a day: up to {credits, number} credits a day',
    'monitor.estimate.alerts': '{alerts, number} a day would raise an alert (zero-value transfers never do).',
    'monitor.estimate.alertsWithMin':
      '{alerts, number} a day would raise an alert: at least {min} USDT (zero-value transfers never do).',
    'monitor.estimate.capped':
      'More than the cap of {cap, number} alerts a day: the address would pause most days once it reaches it.',
    'monitor.estimate.quiet':
      'No transfers in the last 7 days: Transaction detection would cost nothing for now.',
    'monitor.estimate.loading': 'Estimating from the last 7 days…',
    'monitor.estimate.failed': 'The estimate is not available right now.',
    'monitor.estimate.retry': 'Try again',
    'monitor.estimate.simulated': 'From the simulated ledger.',
    'monitor.estimate.label': 'Estimated cost of Transaction detection for {address}',
    'monitor.estimate.globalOn':
      'Transaction detection is on in your global configuration: every transfer of this address becomes an alert and a push of 3 credits.',
    'monitor.estimate.globalAddresses': 'On the addresses that use the global configuration:',
    'monitor.estimate.globalMore':
      '{count, plural, one {# more address uses} other {# more addresses use}} the global configuration.',
    'monitor.estimate.globalNone': 'No active address uses the global configuration yet.',
    'monitor.estimate.bound': 'With this cap one address costs at most {credits, number} credits a day.',
    'monitor.minAmount.label': 'Minimum amount',
    'monitor.minAmount.placeholder': 'No minimum',
    'monitor.minAmount.hint': 'Transfers below it raise no Transaction alert. Zero-value transfers never do.',
    'monitor.minAmount.invalid': 'Enter an amount like 100 or 0.5 (at most 6 decimals)',
    'monitor.limits.title': 'Limits',
    'monitor.cap.label': 'Most alerts per address a day',
    'monitor.cap.hint':
      'Beyond it the address raises no alert until 00:00 UTC, so it costs at most {credits, number} credits a day.',
    'monitor.cap.invalid': 'Enter a whole number from {min, number} to {max, number}',
    'monitor.cap.reached': 'Daily cap reached ({count, number}/{cap, number}) · resumes {time}',
    'monitor.today.figures':
      '{alerts, plural, one {# alert} other {# alerts}}, {credits, plural, one {# credit} other {# credits}} today',
    'monitor.today.since': 'Since 00:00 {zone}',
  },
  'zh-CN': {
    'monitor.estimate.summary': '每天约 {transfers, number} 笔转账：每天最多 {credits, number} 积分',
    'monitor.estimate.alerts': '每天约 {alerts, number} 笔会产生告警（零金额转账不会）。',
    'monitor.estimate.alertsWithMin':
      '每天约 {alerts, number} 笔会产生告警：金额至少 {min} USDT（零金额转账不会）。',
    'monitor.estimate.capped': '超过每日上限 {cap, number} 条告警：该地址多数日子会在达到上限后暂停。',
    'monitor.estimate.quiet': '最近 7 天没有转账：开启普通交易检测暂时不会产生费用。',
    'monitor.estimate.loading': '正在根据最近 7 天的活动估算…',
    'monitor.estimate.failed': '暂时无法估算。',
    'monitor.estimate.retry': '重试',
    'monitor.estimate.simulated': '数据来自模拟账本。',
    'monitor.estimate.label': '{address} 开启普通交易检测的预估费用',
    'monitor.estimate.globalOn':
      '全局配置已开启普通交易检测：该地址的每笔转账都会产生一条告警，每次推送 3 积分。',
    'monitor.estimate.globalAddresses': '使用全局配置的地址：',
    'monitor.estimate.globalMore': '另有 {count, number} 个地址使用全局配置。',
    'monitor.estimate.globalNone': '还没有启用中的地址使用全局配置。',
    'monitor.estimate.bound': '按此上限，每个地址每天最多 {credits, number} 积分。',
    'monitor.minAmount.label': '最低金额',
    'monitor.minAmount.placeholder': '不设最低金额',
    'monitor.minAmount.hint': '低于此金额的转账不产生普通交易告警；零金额转账永远不会。',
    'monitor.minAmount.invalid': '请输入如 100 或 0.5 的金额（最多 6 位小数）',
    'monitor.limits.title': '限额',
    'monitor.cap.label': '每个地址每天最多告警数',
    'monitor.cap.hint': '超过后该地址在 UTC 00:00 前不再产生告警，因此每天最多 {credits, number} 积分。',
    'monitor.cap.invalid': '请输入 {min, number} 到 {max, number} 之间的整数',
    'monitor.cap.reached': '已达每日上限（{count, number}/{cap, number}）· {time} 恢复',
    'monitor.today.figures': '今日 {alerts, number} 条告警，{credits, number} 积分',
    'monitor.today.since': '自 {zone} 00:00 起',
  },
  'zh-TW': {
    'monitor.estimate.summary': '每天約 {transfers, number} 筆轉帳：每天最多 {credits, number} 點數',
    'monitor.estimate.alerts': '每天約 {alerts, number} 筆會產生警示（零金額轉帳不會）。',
    'monitor.estimate.alertsWithMin':
      '每天約 {alerts, number} 筆會產生警示：金額至少 {min} USDT（零金額轉帳不會）。',
    'monitor.estimate.capped': '超過每日上限 {cap, number} 則警示：該地址多數日子會在達到上限後暫停。',
    'monitor.estimate.quiet': '最近 7 天沒有轉帳：開啟一般交易偵測暫時不會產生費用。',
    'monitor.estimate.loading': '正在根據最近 7 天的活動估算…',
    'monitor.estimate.failed': '暫時無法估算。',
    'monitor.estimate.retry': '重試',
    'monitor.estimate.simulated': '資料來自模擬帳本。',
    'monitor.estimate.label': '{address} 開啟一般交易偵測的預估費用',
    'monitor.estimate.globalOn':
      '全域設定已開啟一般交易偵測：此地址的每筆轉帳都會產生一則警示，每次推播 3 點數。',
    'monitor.estimate.globalAddresses': '使用全域設定的地址：',
    'monitor.estimate.globalMore': '另有 {count, number} 個地址使用全域設定。',
    'monitor.estimate.globalNone': '還沒有啟用中的地址使用全域設定。',
    'monitor.estimate.bound': '依此上限，每個地址每天最多 {credits, number} 點數。',
    'monitor.minAmount.label': '最低金額',
    'monitor.minAmount.placeholder': '不設最低金額',
    'monitor.minAmount.hint': '低於此金額的轉帳不產生一般交易警示；零金額轉帳永遠不會。',
    'monitor.minAmount.invalid': '請輸入如 100 或 0.5 的金額（最多 6 位小數）',
    'monitor.limits.title': '限額',
    'monitor.cap.label': '每個地址每天最多警示數',
    'monitor.cap.hint': '超過後此地址在 UTC 00:00 前不再產生警示，因此每天最多 {credits, number} 點數。',
    'monitor.cap.invalid': '請輸入 {min, number} 到 {max, number} 之間的整數',
    'monitor.cap.reached': '已達每日上限（{count, number}/{cap, number}）· {time} 恢復',
    'monitor.today.figures': '今日 {alerts, number} 則警示，{credits, number} 點數',
    'monitor.today.since': '自 {zone} 00:00 起',
  },
});

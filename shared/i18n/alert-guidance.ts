import type { MonitorType } from '../rules/monitor-rules';
import type { Language } from './languages';

/**
 * What each alert type means in one line, and the step an analyst should take next. One home for
 * both the console's alert rows and the alert e-mails, so the two never give different advice.
 */
export interface AlertGuidance {
  readonly meaning: string;
  readonly step: string;
}

export const alertGuidance: Readonly<Record<Language, Readonly<Record<MonitorType, AlertGuidance>>>> = {
  'en-US': {
    known_risk: {
      meaning: 'The counterparty is on a risk list (sanctions, fraud, a freeze): these funds may be tainted.',
      step: 'Hold funds received from it, do not pay it again, analyse the counterparty and record your decision.',
    },
    similar_address: {
      meaning:
        'A stranger sent a transfer from an address made to look like one you paid, hoping you copy it from your history.',
      step: 'Never pay this address: check every character of a payee, or copy it from a trusted source.',
    },
    normal_transaction: {
      meaning: 'The monitored address sent or received a transfer that your Transaction detection watches.',
      step: 'Check that you expected it; mark it processed once reviewed.',
    },
  },
  'zh-CN': {
    known_risk: {
      meaning: '交易对手在风险名单上（制裁、欺诈、冻结）：这笔资金可能受污染。',
      step: '暂扣从其收到的资金，不要再向其付款，分析该交易对手并记录处理决定。',
    },
    similar_address: {
      meaning: '陌生人用一个仿冒您曾付款地址的地址转账，企图让您从历史记录中复制它。',
      step: '切勿向此地址付款：付款前逐位核对收款地址，或从可信来源复制。',
    },
    normal_transaction: {
      meaning: '监控地址发出或收到了一笔交易检测所关注的转账。',
      step: '确认这笔转账在预期之内；核查后标记为已处理。',
    },
  },
  'zh-TW': {
    known_risk: {
      meaning: '交易對手在風險名單上（制裁、詐欺、凍結）：這筆資金可能受汙染。',
      step: '暫扣從其收到的資金，不要再向其付款，分析該交易對手並記錄處理決定。',
    },
    similar_address: {
      meaning: '陌生人用一個仿冒您曾付款位址的位址轉帳，企圖讓您從歷史紀錄中複製它。',
      step: '切勿向此位址付款：付款前逐位核對收款位址，或從可信來源複製。',
    },
    normal_transaction: {
      meaning: '監控位址發出或收到了一筆交易偵測所關注的轉帳。',
      step: '確認這筆轉帳在預期之內；核查後標記為已處理。',
    },
  },
};

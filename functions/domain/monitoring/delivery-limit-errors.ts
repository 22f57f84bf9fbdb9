import { CREDITS_PER_PUSH } from '../../../shared/constants/plans';
import type { Language } from '../../../shared/i18n/languages';
import {
  confirmationMailsPerRecipient,
  confirmationMailsPerUser,
  REDELIVERIES_PER_ALERT,
  redeliveriesPerUser,
  testEventsPerUser,
} from '../../../shared/rules/alert-delivery-rules';
import { AppError } from '../app-error';

/**
 * The refusals of the delivery limits (shared/rules/alert-delivery-rules.ts): the catalogue's
 * codes (429 too_many_requests, 403 insufficient_credits), each with a message that names the
 * limit in the caller's language, `data.limit` for clients to branch on and, for a window,
 * Retry-After in seconds.
 */
export type DeliveryLimit =
  | 'redeliveries_per_alert'
  | 'redeliveries_per_hour'
  | 'test_events_per_hour'
  | 'confirmations_per_hour'
  | 'confirmations_per_recipient';

const maxOf: Record<DeliveryLimit, number> = {
  redeliveries_per_alert: REDELIVERIES_PER_ALERT,
  redeliveries_per_hour: redeliveriesPerUser.max,
  test_events_per_hour: testEventsPerUser.max,
  confirmations_per_hour: confirmationMailsPerUser.max,
  confirmations_per_recipient: confirmationMailsPerRecipient.max,
};

type Text = (max: number, minutes: number) => string;

const messages: Record<Language, Record<DeliveryLimit, Text>> = {
  'en-US': {
    redeliveries_per_alert: (max) =>
      `This alert was already sent again ${max} times, the most one alert can be`,
    redeliveries_per_hour: (max, minutes) =>
      `Alerts can be sent again at most ${max} times an hour; try again in ${minutes} min`,
    test_events_per_hour: (max, minutes) => `At most ${max} test events an hour; try again in ${minutes} min`,
    confirmations_per_hour: (max, minutes) =>
      `At most ${max} confirmation mails an hour; try again in ${minutes} min`,
    confirmations_per_recipient: (max) =>
      `This address has been sent ${max} confirmation mails in the last day; try again tomorrow`,
  },
  'zh-CN': {
    redeliveries_per_alert: (max) => `该告警已重新发送 ${max} 次，已达单条告警上限`,
    redeliveries_per_hour: (max, minutes) => `每小时最多重新发送 ${max} 次告警，请 ${minutes} 分钟后再试`,
    test_events_per_hour: (max, minutes) => `每小时最多发送 ${max} 次测试事件，请 ${minutes} 分钟后再试`,
    confirmations_per_hour: (max, minutes) => `每小时最多发送 ${max} 封确认邮件，请 ${minutes} 分钟后再试`,
    confirmations_per_recipient: (max) => `该邮箱在过去一天内已收到 ${max} 封确认邮件，请明天再试`,
  },
  'zh-TW': {
    redeliveries_per_alert: (max) => `此告警已重新傳送 ${max} 次，已達單則告警上限`,
    redeliveries_per_hour: (max, minutes) => `每小時最多重新傳送 ${max} 次告警，請 ${minutes} 分鐘後再試`,
    test_events_per_hour: (max, minutes) => `每小時最多傳送 ${max} 次測試事件，請 ${minutes} 分鐘後再試`,
    confirmations_per_hour: (max, minutes) => `每小時最多傳送 ${max} 封確認郵件，請 ${minutes} 分鐘後再試`,
    confirmations_per_recipient: (max) => `此信箱在過去一天內已收到 ${max} 封確認郵件，請明天再試`,
  },
};

/** 429 too_many_requests for a delivery limit; `retryAfter` in seconds when the limit is a window. */
export function deliveryLimitError(limit: DeliveryLimit, language: Language, retryAfter?: number): AppError {
  const max = maxOf[limit];
  const minutes = Math.max(1, Math.ceil((retryAfter ?? 0) / 60));
  return new AppError('too_many_requests', {
    message: messages[language][limit](max, minutes),
    data: { limit, max, ...(retryAfter === undefined ? {} : { retry_after: retryAfter }) },
    ...(retryAfter === undefined ? {} : { headers: { 'Retry-After': String(retryAfter) } }),
  });
}

const noCredits: Record<Language, string> = {
  'en-US': `Not enough credits: pushing this alert costs ${CREDITS_PER_PUSH} credits; nothing was sent`,
  'zh-CN': `积分不足：推送此告警需要 ${CREDITS_PER_PUSH} 积分，未发送任何通知`,
  'zh-TW': `點數不足：推送此告警需要 ${CREDITS_PER_PUSH} 點數，未傳送任何通知`,
};

/** 403 insufficient_credits for a push the balance cannot pay. */
export const pushCreditsError = (language: Language): AppError =>
  new AppError('insufficient_credits', {
    message: noCredits[language],
    data: { cost: CREDITS_PER_PUSH },
  });

import { defineMessages } from '../../i18n/feature-messages';

/**
 * Texts of alert delivery on the Monitor page (beyond spec): who receives alerts (the warning
 * when nobody does), the e-mail recipients' confirmation, what sending again costs and how often
 * it may be done, the test event's limit, and the public page a confirmation link opens. Kept
 * apart from messages.ts; the Monitor page and the confirmation page register it.
 */
export const monitorDeliveryMessages = defineMessages({
  'en-US': {
    'monitor.reach.title': 'Alerts are detected but sent nowhere',
    'monitor.reach.description':
      'No webhook with a URL is on and no e-mail recipient has confirmed, so alerts are only recorded here. They are not pushed, and not charged.',
    'monitor.reach.unconfirmed':
      '{count, plural, one {# recipient has} other {# recipients have}} not confirmed the link we mailed yet.',
    'monitor.reach.hint':
      'Add a webhook URL, or an e-mail recipient: your own address needs no confirmation.',
    'monitor.reach.globalTitle': 'Your global configuration sends alerts nowhere',
    'monitor.reach.globalDescription':
      'Addresses that use it raise alerts that are recorded here but not pushed, and not charged.',
    'monitor.reach.openConfig': 'Open the configuration',
    'monitor.recipients.label': 'Confirmation of the recipients',
    'monitor.recipients.help':
      'A recipient other than your own address receives alerts only after confirming the link we mail to it when you save. Links work for {days} days.',
    'monitor.recipients.state.owner': 'Your address',
    'monitor.recipients.state.confirmed': 'Confirmed',
    'monitor.recipients.state.pending': 'Awaiting confirmation',
    'monitor.recipients.state.expired': 'Link expired',
    'monitor.recipients.state.unsent': 'No link sent yet',
    'monitor.recipients.state.new': 'Link sent when you save',
    'monitor.recipients.sentAt': 'sent {at}',
    'monitor.recipients.resend': 'Resend link',
    'monitor.recipients.send': 'Send link',
    'monitor.recipients.resendLabel': 'Send {email} a new confirmation link',
    'monitor.recipients.resent': 'Confirmation link sent to {email}',
    'monitor.recipients.limits':
      'At most {perUser} links an hour from your account, and {perRecipient} a day to one address.',
    'monitor.redeliver.paid':
      'Free for this alert: {left} of {max} left. At most {perHour} an hour over all alerts.',
    'monitor.redeliver.unpaid':
      'This alert was not pushed for lack of credits: sending it now costs {cost} credits. An alert can be sent again {max} times.',
    'monitor.redeliver.short':
      'Sending this alert costs {cost} credits and {credits, plural, one {# is} other {# are}} left: top up your credits to send it.',
    'monitor.redeliver.exhausted': 'This alert was sent again {max} times, the most one alert can be.',
    'monitor.redeliver.withCost': 'Send again · {cost} credits',
    'monitor.test.limit': 'At most {max} test events an hour.',
    'monitor.confirmRecipient.title': 'Alert recipient',
    'monitor.confirmRecipient.confirming': 'Confirming…',
    'monitor.confirmRecipient.done': '{email} will receive the monitoring alerts it was added for.',
    'monitor.confirmRecipient.doneTitle': 'Recipient confirmed',
    'monitor.confirmRecipient.failedTitle': 'This link does not work',
    'monitor.confirmRecipient.failed':
      'It is not valid or has expired. Ask whoever added you to send a new link from their console.',
    'monitor.confirmRecipient.missing': 'The link has no token. Open it exactly as it is in the mail.',
    'monitor.confirmRecipient.retry': 'Try again',
    'monitor.confirmRecipient.home': 'Go to the home page',
  },
  'zh-CN': {
    'monitor.reach.title': '告警已检测，但没有发送给任何人',
    'monitor.reach.description':
      '没有开启并填写地址的 Webhook，也没有已确认的邮件收件人，告警只会记录在这里：不会推送，也不扣积分。',
    'monitor.reach.unconfirmed': '有 {count} 位收件人尚未点击我们发送的确认链接。',
    'monitor.reach.hint': '请添加 Webhook 地址或邮件收件人：您自己的邮箱无需确认。',
    'monitor.reach.globalTitle': '全局配置不会把告警发送给任何人',
    'monitor.reach.globalDescription': '使用全局配置的地址产生的告警只会记录在这里，不会推送，也不扣积分。',
    'monitor.reach.openConfig': '打开配置',
    'monitor.recipients.label': '收件人确认状态',
    'monitor.recipients.help':
      '除您自己的邮箱外，收件人需点击保存时我们发送的确认链接后才会收到告警。链接 {days} 天内有效。',
    'monitor.recipients.state.owner': '您的邮箱',
    'monitor.recipients.state.confirmed': '已确认',
    'monitor.recipients.state.pending': '等待确认',
    'monitor.recipients.state.expired': '链接已过期',
    'monitor.recipients.state.unsent': '尚未发送链接',
    'monitor.recipients.state.new': '保存后发送链接',
    'monitor.recipients.sentAt': '发送于 {at}',
    'monitor.recipients.resend': '重发链接',
    'monitor.recipients.send': '发送链接',
    'monitor.recipients.resendLabel': '向 {email} 重新发送确认链接',
    'monitor.recipients.resent': '确认链接已发送至 {email}',
    'monitor.recipients.limits':
      '您的账户每小时最多发送 {perUser} 封确认邮件，同一邮箱每天最多 {perRecipient} 封。',
    'monitor.redeliver.paid':
      '此告警重新发送免费：还剩 {left}/{max} 次。所有告警合计每小时最多 {perHour} 次。',
    'monitor.redeliver.unpaid':
      '此告警因积分不足未推送：现在发送需 {cost} 积分。每条告警最多可重新发送 {max} 次。',
    'monitor.redeliver.short': '发送此告警需 {cost} 积分，当前剩余 {credits} 积分：请充值后再发送。',
    'monitor.redeliver.exhausted': '此告警已重新发送 {max} 次，已达单条告警上限。',
    'monitor.redeliver.withCost': '重新发送 · {cost} 积分',
    'monitor.test.limit': '每小时最多发送 {max} 次测试事件。',
    'monitor.confirmRecipient.title': '告警收件人',
    'monitor.confirmRecipient.confirming': '正在确认…',
    'monitor.confirmRecipient.done': '{email} 将收到其被添加接收的监控告警。',
    'monitor.confirmRecipient.doneTitle': '收件人已确认',
    'monitor.confirmRecipient.failedTitle': '此链接无法使用',
    'monitor.confirmRecipient.failed': '链接无效或已过期。请联系添加您的人在其控制台重新发送链接。',
    'monitor.confirmRecipient.missing': '链接中缺少令牌，请按邮件中的原样打开。',
    'monitor.confirmRecipient.retry': '重试',
    'monitor.confirmRecipient.home': '返回首页',
  },
  'zh-TW': {
    'monitor.reach.title': '告警已偵測，但沒有傳送給任何人',
    'monitor.reach.description':
      '沒有開啟並填寫位址的 Webhook，也沒有已確認的郵件收件人，告警只會記錄在這裡：不會推送，也不扣點數。',
    'monitor.reach.unconfirmed': '有 {count} 位收件人尚未點擊我們傳送的確認連結。',
    'monitor.reach.hint': '請新增 Webhook 位址或郵件收件人：您自己的信箱無需確認。',
    'monitor.reach.globalTitle': '全域設定不會把告警傳送給任何人',
    'monitor.reach.globalDescription': '使用全域設定的位址產生的告警只會記錄在這裡，不會推送，也不扣點數。',
    'monitor.reach.openConfig': '開啟設定',
    'monitor.recipients.label': '收件人確認狀態',
    'monitor.recipients.help':
      '除您自己的信箱外，收件人需點擊儲存時我們傳送的確認連結後才會收到告警。連結 {days} 天內有效。',
    'monitor.recipients.state.owner': '您的信箱',
    'monitor.recipients.state.confirmed': '已確認',
    'monitor.recipients.state.pending': '等待確認',
    'monitor.recipients.state.expired': '連結已過期',
    'monitor.recipients.state.unsent': '尚未傳送連結',
    'monitor.recipients.state.new': '儲存後傳送連結',
    'monitor.recipients.sentAt': '傳送於 {at}',
    'monitor.recipients.resend': '重送連結',
    'monitor.recipients.send': '傳送連結',
    'monitor.recipients.resendLabel': '向 {email} 重新傳送確認連結',
    'monitor.recipients.resent': '確認連結已傳送至 {email}',
    'monitor.recipients.limits':
      '您的帳戶每小時最多傳送 {perUser} 封確認郵件，同一信箱每天最多 {perRecipient} 封。',
    'monitor.redeliver.paid':
      '此告警重新傳送免費：還剩 {left}/{max} 次。所有告警合計每小時最多 {perHour} 次。',
    'monitor.redeliver.unpaid':
      '此告警因點數不足未推送：現在傳送需 {cost} 點數。每則告警最多可重新傳送 {max} 次。',
    'monitor.redeliver.short': '傳送此告警需 {cost} 點數，目前剩餘 {credits} 點數：請儲值後再傳送。',
    'monitor.redeliver.exhausted': '此告警已重新傳送 {max} 次，已達單則告警上限。',
    'monitor.redeliver.withCost': '重新傳送 · {cost} 點數',
    'monitor.test.limit': '每小時最多傳送 {max} 次測試事件。',
    'monitor.confirmRecipient.title': '告警收件人',
    'monitor.confirmRecipient.confirming': '正在確認…',
    'monitor.confirmRecipient.done': '{email} 將收到其被新增接收的監控告警。',
    'monitor.confirmRecipient.doneTitle': '收件人已確認',
    'monitor.confirmRecipient.failedTitle': '此連結無法使用',
    'monitor.confirmRecipient.failed': '連結無效或已過期。請聯絡新增您的人在其主控台重新傳送連結。',
    'monitor.confirmRecipient.missing': '連結中缺少權杖，請依郵件中的原樣開啟。',
    'monitor.confirmRecipient.retry': '重試',
    'monitor.confirmRecipient.home': '返回首頁',
  },
});

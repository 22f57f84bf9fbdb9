import { CREDITS_PER_PUSH } from '../../../../shared/constants/plans';
import type { Language } from '../../../../shared/i18n/languages';
import {
  REDELIVERIES_PER_ALERT,
  redeliveriesPerUser,
  testEventsPerUser,
} from '../../../../shared/rules/alert-delivery-rules';
import { operationTexts } from './endpoint-text';

/**
 * Texts of the docs page's monitoring additions: the "Webhooks and alerts" group, its
 * two guides (monitor-guides.ts) and the five delivery and signing operations, kept apart from
 * messages.ts so the monitoring parts change on their own. messages.ts spreads them in.
 */

const en: Record<string, string> = {
  'docs.group.webhooks': 'Alerts and webhooks',
  'docs.section.monitor-alerts': 'Alerts and detection',
  'docs.section.webhook-verification': 'Verifying webhooks',
  'docs.section.alert-deliveries': 'Delivery attempts',
  'docs.section.redeliver-alert': 'Send an alert again',
  'docs.section.send-test-webhook': 'Send a test event',
  'docs.section.get-webhook-secret': 'Get webhook secret',
  'docs.section.rotate-webhook-secret': 'Rotate webhook secret',
  'docs.section.revoke-previous-webhook-secret': 'Revoke the old webhook secret',
  'docs.monitor.intro':
    'Every active monitored address is checked for new transfers every minute (every few seconds on the local stack). A transfer that matches detections of the address’s configuration raises one alert, whatever it matched: <code>monitor_type</code> is the gravest type (known_risk, then similar_address, then normal_transaction) and <code>monitor_types</code> lists them all, so one transfer is one push. The alert id is derived from the chain, the transaction, the transfer’s position in it and the address, so the same transfer never raises a second alert.',
  'docs.monitor.column.type': 'Type',
  'docs.monitor.column.when': 'Raised when',
  'docs.monitor.column.severity': 'Severity',
  'docs.monitor.column.details': 'In details',
  'docs.monitor.when.known_risk':
    'A transfer of some value in either direction with a counterparty on a risk list (sanctions, scams, theft, laundering…). Always on.',
  'docs.monitor.when.similar_address':
    'An incoming transfer, zero-value and dust included, from an address that imitates one this address has paid before (address poisoning). Optional.',
  'docs.monitor.when.normal_transaction':
    'Any transfer in or out of at least <code>detection.normal_transaction_min_amount</code> USDT, if set; never a zero-value one. Optional, off by default. On a busy address it is an alert per transfer: estimate it first.',
  'docs.monitor.similar.title': 'The similar-address rule',
  'docs.monitor.similar.rule':
    'A sender is similar when it is not an address the monitored address has paid, yet its first {leading} and its last {trailing} characters, after the <code>0x</code> (EVM) or <code>T</code> (TRON) prefix and ignoring case, equal those of an address it has paid. Wallets often show only the first and last 4 to 6 characters, which is what poisoners copy. <code>details.imitated_address</code> names the address imitated and <code>leading_match</code> / <code>trailing_match</code> how many characters match.',
  'docs.monitor.direction':
    '<code>details.direction</code> is the direction of the transfer itself (in: the monitored address received; out: it sent), and the console signs and colours amounts by it and by severity. This differs from the specification on purpose: it derives the direction from the alert type (known_risk and normal_transaction in, similar_address out), which showed a payment out as a green inflow.',
  'docs.monitor.credits.title': 'Credits',
  'docs.monitor.credits.push':
    'One push costs 3 credits, charged once per alert whatever the number of webhook URLs, e-mail recipients and retries, and only when a channel receives it: a webhook switched on with a URL, or e-mail switched on with a recipient who has confirmed. E-mail recipients other than your own address confirm by the link mailed to them when a configuration first names them (the link works 7 days; <code>GET /v1/monitor/recipients</code> lists their states, <code>POST /v1/monitor/recipients/resend</code> sends a new link). Sending an alert again is free once it was pushed and costs 3 credits for one that was not pushed for lack of credits; test events are free. Within the plan’s free allowance monitored addresses cost nothing; beyond it each added address costs 20 credits.',
  'docs.monitor.credits.paused':
    'With fewer than 3 credits nothing is pushed: the alert is still recorded, its notification state is <code>no_credits</code>, and the addresses show as paused (status 2) until the balance is 3 or more.',
  'docs.monitor.credits.limits':
    'What an address can cost is bounded: each raises at most <code>limits.daily_alert_cap</code> alerts a UTC day (50 by default, 1 to 10,000), so at most 150 credits a day by default. Beyond it the address raises nothing until 00:00 UTC and the address list shows <code>paused_reason: daily_cap</code> with <code>paused_until</code>. <code>GET /v1/monitor/address/estimate</code> answers, from an address’s last 7 days, the transfers a day and the credits a day Transaction detection would cost; <code>GET /v1/monitor/alerts/summary</code> the alerts and credits of a period, such as today.',
  'docs.monitor.walkthrough.title': 'Make an alert happen on the local stack',
  'docs.monitor.walkthrough.intro':
    'With the local stack running (<code>npm start</code>), create an API key on the console’s API key page, or call the same paths under <code>http://localhost:3000/api/v1</code> with <code>Authorization: Bearer</code> and the console session’s access token. Start the receiver of the webhook guide on port 4000 first. The transfer injection exists on the local gateway only, never on AWS.',
  'docs.monitor.step.config': 'Set the global configuration: a webhook URL and an e-mail recipient',
  'docs.monitor.step.add': 'Monitor an address',
  'docs.monitor.step.estimate':
    'Before turning Transaction detection on for it, what that would cost (this address is an exchange’s busy wallet: keep it off, or set a minimum amount)',
  'docs.monitor.step.inject': 'Local stack only: a transfer from a sanctioned address to it',
  'docs.monitor.step.alerts': 'Within seconds, the known_risk alert',
  'docs.monitor.step.deliveries': 'Its webhook and e-mail attempts (the alert id from the list)',
  'docs.monitor.walkthrough.result':
    'The alert also appears on the console’s Monitor page, the receiver prints it, and the e-mail is in the local inbox (the aws-ses-v2-local page the stack prints at start).',
  'docs.webhooks.intro':
    'Each alert is sent as a JSON POST to every webhook URL of the configuration, signed as the Standard Webhooks specification says, so any Standard Webhooks library verifies it.',
  'docs.webhooks.header.id':
    '<code>webhook-id</code>: the alert id, the same on every retry and redelivery; use it to handle each alert once.',
  'docs.webhooks.header.timestamp':
    '<code>webhook-timestamp</code>: when it was sent, in seconds since 1970.',
  'docs.webhooks.header.signature':
    '<code>webhook-signature</code>: one or more <code>v1,</code> + base64 HMAC-SHA256 of <code>webhook-id.webhook-timestamp.body</code>, separated by spaces, keyed with the base64 part of your secret after <code>whsec_</code>.',
  'docs.webhooks.header.body':
    'The body: <code>type</code> (monitor.alert, or monitor.test for a test event), <code>timestamp</code> and <code>data</code>, the alert as the alert list returns it.',
  'docs.webhooks.verify.title': 'Verify with a library',
  'docs.webhooks.verify.intro':
    'Give the library the raw body and the headers: it checks the signature, refuses a timestamp more than 5 minutes away, and returns the parsed event. Answer 2xx once the event is stored.',
  'docs.webhooks.secret.title': 'The secret and its rotation',
  'docs.webhooks.secret.body':
    '<code>GET /v1/monitor/webhook/secret</code> returns your secret (<code>whsec_</code> + base64), the same for every URL; <code>POST /v1/monitor/webhook/secret/rotate</code> makes a new one. For {hours} hours after a rotation every delivery carries two signatures, new and old, so a receiver holding either secret accepts it while you switch.',
  'docs.webhooks.retries.title': 'Answers, time-outs and retries',
  'docs.webhooks.retries.body':
    'Answer with any 2xx within the configuration’s <code>timeout_seconds</code> (10 by default). Any other answer or a time-out is retried {retries} times, after {schedule}: about a day in all, with the same webhook-id. Redirects are not followed. <code>GET /v1/monitor/alerts/ID/deliveries</code> lists every attempt with its time, URL, status, latency and error.',
  'docs.webhooks.test': `“Send test event” on the console’s Monitor page (Config tab), or <code>POST /v1/monitor/webhook/test</code>, sends a signed sample of type monitor.test to your URLs, free of charge, at most ${testEventsPerUser.max} times an hour.`,
  ...operationTexts({
    listAlertDeliveries: {
      summary: 'Delivery attempts of an alert',
      description:
        'Every webhook and e-mail attempt of the alert (first push, retries, redeliveries), oldest first: time, target, status code, latency, error.',
      parameters: { id: 'The alert id (id in the alert list)' },
    },
    redeliverAlert: {
      summary: 'Send an alert again',
      description: `One more attempt to every webhook URL and/or confirmed e-mail recipient of the current configuration, with the same webhook-id. Free for an alert that was pushed; an alert not pushed for lack of credits is charged ${CREDITS_PER_PUSH} credits first (403 without them, and nothing is sent). At most ${REDELIVERIES_PER_ALERT} times per alert and ${redeliveriesPerUser.max} per hour over all alerts (429 beyond). Answers the attempts made.`,
      parameters: {
        id: 'The alert id (id in the alert list)',
        channels: 'Which channels to send again (default both, as the config enables them)',
      },
    },
    sendTestWebhook: {
      summary: 'Send a signed test event',
      description: `POSTs a signed sample alert (type monitor.test) to the given URL or to every URL of the global configuration, at no charge, at most ${testEventsPerUser.max} times an hour (429 beyond). Answers the attempts made.`,
      parameters: { url: 'Send to this URL; default: every URL of the global configuration' },
    },
    getWebhookSecret: {
      summary: 'The webhook signing secret',
      description:
        'Webhooks follow Standard Webhooks: webhook-id, webhook-timestamp and webhook-signature (v1, + base64 HMAC-SHA256 of id.timestamp.body) headers. Verify them with any Standard Webhooks library and this secret. Created on first use.',
      parameters: {},
    },
    rotateWebhookSecret: {
      summary: 'Rotate the webhook signing secret',
      description:
        'Makes a new secret. For 24 hours deliveries carry two signatures (new and old), so receivers can switch without losing events.',
      parameters: {},
    },
    revokePreviousWebhookSecret: {
      summary: 'Stop signing with the old webhook secret now',
      description:
        'Ends the 24 hours after a rotation at once: from the next delivery on only the current secret signs (the old one leaked, or every receiver has switched). 409 when the secret was rotated meanwhile.',
      parameters: { revoke_previous: 'Stop signing with the previous secret now' },
    },
  }),
};

const zhCN: Record<string, string> = {
  'docs.group.webhooks': '告警与 Webhook',
  'docs.section.monitor-alerts': '告警与检测',
  'docs.section.webhook-verification': '校验 Webhook',
  'docs.section.alert-deliveries': '投递记录',
  'docs.section.redeliver-alert': '重新发送告警',
  'docs.section.send-test-webhook': '发送测试事件',
  'docs.section.get-webhook-secret': '获取 Webhook 密钥',
  'docs.section.rotate-webhook-secret': '轮换 Webhook 密钥',
  'docs.section.revoke-previous-webhook-secret': '立即停用旧 Webhook 密钥',
  'docs.monitor.intro':
    '每个启用的监控地址每分钟检查一次新转账（本地环境每几秒一次）。符合该地址配置中检测规则的转账只产生一条告警，无论命中几项：<code>monitor_type</code> 为最严重的类型（known_risk，其次 similar_address，再次 normal_transaction），<code>monitor_types</code> 列出全部命中类型，因此一笔转账只推送一次。告警 id 由链、交易、转账在交易中的位置和地址推导而来，因此同一笔转账不会产生第二条告警。',
  'docs.monitor.column.type': '类型',
  'docs.monitor.column.when': '触发条件',
  'docs.monitor.column.severity': '严重程度',
  'docs.monitor.column.details': 'details 字段',
  'docs.monitor.when.known_risk':
    '与风险名单上的对手方（制裁、诈骗、盗窃、洗钱等）发生的任一方向、金额不为零的转账。始终开启。',
  'docs.monitor.when.similar_address':
    '来自仿冒该地址曾付款地址的转入（地址投毒），包括零金额和粉尘转账。可选。',
  'docs.monitor.when.normal_transaction':
    '任何不低于 <code>detection.normal_transaction_min_amount</code> USDT（如已设置）的转入或转出，零金额转账除外。可选，默认关闭。繁忙地址每笔转账都是一条告警：请先估算费用。',
  'docs.monitor.similar.title': '相似地址规则',
  'docs.monitor.similar.rule':
    '若发送方不是监控地址付过款的地址，但去掉 <code>0x</code>（EVM）或 <code>T</code>（TRON）前缀并忽略大小写后，其前 {leading} 位和后 {trailing} 位与某个付过款的地址相同，即视为相似地址。钱包通常只显示首尾 4 到 6 位，投毒者正是仿冒这些字符。<code>details.imitated_address</code> 给出被仿冒的地址，<code>leading_match</code> / <code>trailing_match</code> 给出相同的字符数。',
  'docs.monitor.direction':
    '<code>details.direction</code> 是转账本身的方向（in：监控地址收款；out：监控地址付款），控制台按它和严重程度显示金额的正负与颜色。这与规范有意不同：规范按告警类型推断方向（known_risk 和 normal_transaction 为流入，similar_address 为流出），会把一笔付出的款项显示为绿色的流入。',
  'docs.monitor.credits.title': '积分',
  'docs.monitor.credits.push':
    '每次推送消耗 3 积分，每条告警只扣一次，与 Webhook URL 数量、邮件收件人数量和重试次数无关，且只在有渠道接收时扣除：开启并填写地址的 Webhook，或开启邮件且有已确认的收件人。除您自己的邮箱外，邮件收件人需点击配置首次添加时发送给其的确认链接（7 天内有效；<code>GET /v1/monitor/recipients</code> 列出确认状态，<code>POST /v1/monitor/recipients/resend</code> 重新发送链接）。已推送的告警重新发送免费，因积分不足未推送的告警重新发送需 3 积分；测试事件免费。套餐免费额度内的监控地址不收费；超出后每添加一个地址扣 20 积分。',
  'docs.monitor.credits.paused':
    '积分不足 3 时不推送：告警仍会记录，通知状态为 <code>no_credits</code>，地址显示为已暂停（status 2），直到余额达到 3 或以上。',
  'docs.monitor.credits.limits':
    '单个地址的费用有上限：每个地址每个 UTC 日最多产生 <code>limits.daily_alert_cap</code> 条告警（默认 50，可设 1 到 10,000），默认每天最多 150 积分。超出后该地址在 UTC 00:00 前不再产生告警，地址列表显示 <code>paused_reason: daily_cap</code> 及 <code>paused_until</code>。<code>GET /v1/monitor/address/estimate</code> 根据地址最近 7 天的活动给出每天的转账笔数和开启普通交易检测后每天的积分；<code>GET /v1/monitor/alerts/summary</code> 给出某段时间（例如今天）的告警数和积分。',
  'docs.monitor.walkthrough.title': '在本地环境触发一条告警',
  'docs.monitor.walkthrough.intro':
    '启动本地环境（<code>npm start</code>）后，在控制台的 API 密钥页创建密钥；或使用控制台会话的访问令牌，以 <code>Authorization: Bearer</code> 调用 <code>http://localhost:3000/api/v1</code> 下的相同路径。请先在 4000 端口启动 Webhook 指南中的接收端。转账注入接口只存在于本地网关，绝不会部署到 AWS。',
  'docs.monitor.step.config': '设置全局配置：一个 Webhook URL 和一位邮件收件人',
  'docs.monitor.step.add': '监控一个地址',
  'docs.monitor.step.estimate':
    '为它开启普通交易检测之前，先看费用（该地址是交易所的繁忙钱包：请保持关闭，或设置最低金额）',
  'docs.monitor.step.inject': '仅限本地环境：从制裁地址向其转账',
  'docs.monitor.step.alerts': '几秒内即可看到 known_risk 告警',
  'docs.monitor.step.deliveries': '该告警的 Webhook 与邮件投递记录（告警 id 取自列表）',
  'docs.monitor.walkthrough.result':
    '告警同时出现在控制台的监控页面，接收端会打印它，邮件则在本地收件箱中（环境启动时打印的 aws-ses-v2-local 页面）。',
  'docs.webhooks.intro':
    '每条告警以 JSON POST 发送到配置中的每个 Webhook URL，并按 Standard Webhooks 规范签名，因此任何 Standard Webhooks 库都可以校验。',
  'docs.webhooks.header.id':
    '<code>webhook-id</code>：告警 id，每次重试和重新发送都相同；用它确保每条告警只处理一次。',
  'docs.webhooks.header.timestamp': '<code>webhook-timestamp</code>：发送时间，自 1970 年起的秒数。',
  'docs.webhooks.header.signature':
    '<code>webhook-signature</code>：一个或多个以空格分隔的 <code>v1,</code> + <code>webhook-id.webhook-timestamp.body</code> 的 base64 HMAC-SHA256，密钥为您的 secret 中 <code>whsec_</code> 之后的 base64 部分。',
  'docs.webhooks.header.body':
    '请求体：<code>type</code>（monitor.alert，测试事件为 monitor.test）、<code>timestamp</code> 和 <code>data</code>（与告警列表返回的告警相同）。',
  'docs.webhooks.verify.title': '使用库校验',
  'docs.webhooks.verify.intro':
    '将原始请求体和请求头交给库：它会校验签名、拒绝与当前时间相差超过 5 分钟的时间戳，并返回解析后的事件。事件保存后返回 2xx。',
  'docs.webhooks.secret.title': '密钥及其轮换',
  'docs.webhooks.secret.body':
    '<code>GET /v1/monitor/webhook/secret</code> 返回您的密钥（<code>whsec_</code> + base64），所有 URL 共用；<code>POST /v1/monitor/webhook/secret/rotate</code> 生成新密钥。轮换后 {hours} 小时内每次投递都带有新旧两个签名，持有任一密钥的接收端都能通过校验，便于切换。',
  'docs.webhooks.retries.title': '响应、超时与重试',
  'docs.webhooks.retries.body':
    '请在配置的 <code>timeout_seconds</code>（默认 10 秒）内返回任意 2xx。其他响应或超时会重试 {retries} 次，间隔为 {schedule}，共约一天，webhook-id 不变。不跟随重定向。<code>GET /v1/monitor/alerts/ID/deliveries</code> 列出每次尝试的时间、URL、状态、耗时和错误。',
  'docs.webhooks.test': `控制台监控页面（配置标签）的“发送测试事件”或 <code>POST /v1/monitor/webhook/test</code> 会向您的 URL 发送一条 monitor.test 类型的签名样例，免费，每小时最多 ${testEventsPerUser.max} 次。`,
  ...operationTexts({
    listAlertDeliveries: {
      summary: '告警的投递记录',
      description:
        '该告警的每次 Webhook 与邮件投递尝试（首次推送、重试、重新发送），按时间先后：时间、目标、状态码、耗时、错误。',
      parameters: { id: '告警 id（告警列表中的 id）' },
    },
    redeliverAlert: {
      summary: '重新发送告警',
      description: `按当前配置向每个 Webhook URL 和/或已确认的邮件收件人再发送一次，webhook-id 不变。已推送的告警免费；因积分不足未推送的告警先扣 ${CREDITS_PER_PUSH} 积分（积分不足时返回 403，且不发送任何内容）。每条告警最多 ${REDELIVERIES_PER_ALERT} 次，所有告警合计每小时最多 ${redeliveriesPerUser.max} 次（超出返回 429）。返回本次的投递尝试。`,
      parameters: {
        id: '告警 id（告警列表中的 id）',
        channels: '重新发送的渠道（默认两者，以配置中启用的为准）',
      },
    },
    sendTestWebhook: {
      summary: '发送签名测试事件',
      description: `向指定 URL 或全局配置中的每个 URL POST 一条签名的样例告警（type 为 monitor.test），不扣积分，每小时最多 ${testEventsPerUser.max} 次（超出返回 429）。返回投递尝试。`,
      parameters: { url: '发送到此 URL；默认：全局配置中的每个 URL' },
    },
    getWebhookSecret: {
      summary: 'Webhook 签名密钥',
      description:
        'Webhook 遵循 Standard Webhooks：请求头 webhook-id、webhook-timestamp 和 webhook-signature（v1, + id.timestamp.body 的 base64 HMAC-SHA256）。使用任意 Standard Webhooks 库和此密钥校验。首次使用时创建。',
      parameters: {},
    },
    rotateWebhookSecret: {
      summary: '轮换 Webhook 签名密钥',
      description: '生成新密钥。24 小时内投递同时带有新旧两个签名，接收端可无缝切换，不丢事件。',
      parameters: {},
    },
    revokePreviousWebhookSecret: {
      summary: '立即停用旧 Webhook 签名密钥',
      description:
        '立即结束轮换后的 24 小时过渡期：从下一次投递起只用当前密钥签名（旧密钥已泄露，或所有接收端都已切换）。若密钥在此期间被轮换，返回 409。',
      parameters: { revoke_previous: '立即停止用旧密钥签名' },
    },
  }),
};

const zhTW: Record<string, string> = {
  'docs.group.webhooks': '警示與 Webhook',
  'docs.section.monitor-alerts': '警示與偵測',
  'docs.section.webhook-verification': '驗證 Webhook',
  'docs.section.alert-deliveries': '投遞紀錄',
  'docs.section.redeliver-alert': '重新傳送警示',
  'docs.section.send-test-webhook': '傳送測試事件',
  'docs.section.get-webhook-secret': '取得 Webhook 金鑰',
  'docs.section.rotate-webhook-secret': '輪替 Webhook 金鑰',
  'docs.section.revoke-previous-webhook-secret': '立即停用舊 Webhook 金鑰',
  'docs.monitor.intro':
    '每個啟用中的監控地址每分鐘檢查一次新轉帳（本機環境每幾秒一次）。符合該地址設定中偵測規則的轉帳只產生一則警示，無論符合幾項：<code>monitor_type</code> 為最嚴重的類型（known_risk，其次 similar_address，再次 normal_transaction），<code>monitor_types</code> 列出全部符合的類型，因此一筆轉帳只推播一次。警示 id 由鏈、交易、轉帳在交易中的位置與地址推導而來，因此同一筆轉帳不會產生第二則警示。',
  'docs.monitor.column.type': '類型',
  'docs.monitor.column.when': '觸發條件',
  'docs.monitor.column.severity': '嚴重程度',
  'docs.monitor.column.details': 'details 欄位',
  'docs.monitor.when.known_risk':
    '與風險名單上的交易對手（制裁、詐騙、盜竊、洗錢等）之任一方向、金額不為零的轉帳。永遠開啟。',
  'docs.monitor.when.similar_address':
    '來自仿冒該地址曾付款地址的轉入（地址投毒），包含零金額與粉塵轉帳。可選。',
  'docs.monitor.when.normal_transaction':
    '任何不低於 <code>detection.normal_transaction_min_amount</code> USDT（如已設定）的轉入或轉出，零金額轉帳除外。可選，預設關閉。繁忙地址每筆轉帳都是一則警示：請先估算費用。',
  'docs.monitor.similar.title': '相似地址規則',
  'docs.monitor.similar.rule':
    '若傳送方不是監控地址付過款的地址，但去掉 <code>0x</code>（EVM）或 <code>T</code>（TRON）前綴並忽略大小寫後，其前 {leading} 位與後 {trailing} 位與某個付過款的地址相同，即視為相似地址。錢包通常只顯示首尾 4 到 6 位，投毒者正是仿冒這些字元。<code>details.imitated_address</code> 指出被仿冒的地址，<code>leading_match</code> / <code>trailing_match</code> 指出相同的字元數。',
  'docs.monitor.direction':
    '<code>details.direction</code> 是轉帳本身的方向（in：監控位址收款；out：監控位址付款），主控台依它與嚴重程度顯示金額的正負與顏色。這與規範有意不同：規範依警示類型推斷方向（known_risk 與 normal_transaction 為流入，similar_address 為流出），會把一筆付出的款項顯示為綠色的流入。',
  'docs.monitor.credits.title': '點數',
  'docs.monitor.credits.push':
    '每次推播消耗 3 點數，每則警示只扣一次，與 Webhook URL 數量、郵件收件者數量及重試次數無關，且只在有管道接收時扣除：開啟並填寫位址的 Webhook，或開啟郵件且有已確認的收件者。除您自己的信箱外，郵件收件者需點擊設定首次新增時傳送給其的確認連結（7 天內有效；<code>GET /v1/monitor/recipients</code> 列出確認狀態，<code>POST /v1/monitor/recipients/resend</code> 重新傳送連結）。已推播的警示重新傳送免費，因點數不足未推播的警示重新傳送需 3 點數；測試事件免費。方案免費額度內的監控地址不收費；超出後每新增一個地址扣 20 點數。',
  'docs.monitor.credits.paused':
    '點數不足 3 時不推播：警示仍會記錄，通知狀態為 <code>no_credits</code>，地址顯示為已暫停（status 2），直到餘額達到 3 或以上。',
  'docs.monitor.credits.limits':
    '單一地址的費用有上限：每個地址每個 UTC 日最多產生 <code>limits.daily_alert_cap</code> 則警示（預設 50，可設 1 到 10,000），預設每天最多 150 點數。超過後該地址在 UTC 00:00 前不再產生警示，地址列表顯示 <code>paused_reason: daily_cap</code> 與 <code>paused_until</code>。<code>GET /v1/monitor/address/estimate</code> 依地址最近 7 天的活動給出每天的轉帳筆數與開啟一般交易偵測後每天的點數；<code>GET /v1/monitor/alerts/summary</code> 給出某段時間（例如今天）的警示數與點數。',
  'docs.monitor.walkthrough.title': '在本機環境觸發一則警示',
  'docs.monitor.walkthrough.intro':
    '啟動本機環境（<code>npm start</code>）後，在主控台的 API 金鑰頁建立金鑰；或使用主控台工作階段的存取權杖，以 <code>Authorization: Bearer</code> 呼叫 <code>http://localhost:3000/api/v1</code> 下的相同路徑。請先在 4000 埠啟動 Webhook 指南中的接收端。轉帳注入介面只存在於本機閘道，絕不會部署到 AWS。',
  'docs.monitor.step.config': '設定全域設定：一個 Webhook URL 與一位郵件收件者',
  'docs.monitor.step.add': '監控一個地址',
  'docs.monitor.step.estimate':
    '為它開啟一般交易偵測之前，先看費用（此地址是交易所的繁忙錢包：請保持關閉，或設定最低金額）',
  'docs.monitor.step.inject': '僅限本機環境：從制裁地址向其轉帳',
  'docs.monitor.step.alerts': '幾秒內即可看到 known_risk 警示',
  'docs.monitor.step.deliveries': '該警示的 Webhook 與郵件投遞紀錄（警示 id 取自列表）',
  'docs.monitor.walkthrough.result':
    '警示同時出現在主控台的監控頁面，接收端會印出它，郵件則在本機收件匣中（環境啟動時印出的 aws-ses-v2-local 頁面）。',
  'docs.webhooks.intro':
    '每則警示以 JSON POST 傳送到設定中的每個 Webhook URL，並依 Standard Webhooks 規範簽章，因此任何 Standard Webhooks 函式庫都能驗證。',
  'docs.webhooks.header.id':
    '<code>webhook-id</code>：警示 id，每次重試與重新傳送都相同；用它確保每則警示只處理一次。',
  'docs.webhooks.header.timestamp': '<code>webhook-timestamp</code>：傳送時間，自 1970 年起的秒數。',
  'docs.webhooks.header.signature':
    '<code>webhook-signature</code>：一個或多個以空格分隔的 <code>v1,</code> + <code>webhook-id.webhook-timestamp.body</code> 的 base64 HMAC-SHA256，金鑰為您 secret 中 <code>whsec_</code> 之後的 base64 部分。',
  'docs.webhooks.header.body':
    '請求本文：<code>type</code>（monitor.alert，測試事件為 monitor.test）、<code>timestamp</code> 與 <code>data</code>（與警示列表回傳的警示相同）。',
  'docs.webhooks.verify.title': '使用函式庫驗證',
  'docs.webhooks.verify.intro':
    '將原始請求本文與標頭交給函式庫：它會驗證簽章、拒絕與目前時間相差超過 5 分鐘的時間戳，並回傳解析後的事件。事件儲存後回傳 2xx。',
  'docs.webhooks.secret.title': '金鑰及其輪替',
  'docs.webhooks.secret.body':
    '<code>GET /v1/monitor/webhook/secret</code> 回傳您的金鑰（<code>whsec_</code> + base64），所有 URL 共用；<code>POST /v1/monitor/webhook/secret/rotate</code> 產生新金鑰。輪替後 {hours} 小時內每次投遞都帶有新舊兩個簽章，持有任一金鑰的接收端都能通過驗證，方便切換。',
  'docs.webhooks.retries.title': '回應、逾時與重試',
  'docs.webhooks.retries.body':
    '請在設定的 <code>timeout_seconds</code>（預設 10 秒）內回傳任意 2xx。其他回應或逾時會重試 {retries} 次，間隔為 {schedule}，共約一天，webhook-id 不變。不跟隨重新導向。<code>GET /v1/monitor/alerts/ID/deliveries</code> 列出每次嘗試的時間、URL、狀態、耗時與錯誤。',
  'docs.webhooks.test': `主控台監控頁面（設定分頁）的「傳送測試事件」或 <code>POST /v1/monitor/webhook/test</code> 會向您的 URL 傳送一則 monitor.test 類型的簽章範例，免費，每小時最多 ${testEventsPerUser.max} 次。`,
  ...operationTexts({
    listAlertDeliveries: {
      summary: '警示的投遞紀錄',
      description:
        '該警示的每次 Webhook 與郵件投遞嘗試（首次推播、重試、重新傳送），依時間先後：時間、目標、狀態碼、耗時、錯誤。',
      parameters: { id: '警示 id（警示列表中的 id）' },
    },
    redeliverAlert: {
      summary: '重新傳送警示',
      description: `依目前設定向每個 Webhook URL 和/或已確認的郵件收件者再傳送一次，webhook-id 不變。已推播的警示免費；因點數不足未推播的警示先扣 ${CREDITS_PER_PUSH} 點數（點數不足時回傳 403，且不傳送任何內容）。每則警示最多 ${REDELIVERIES_PER_ALERT} 次，所有警示合計每小時最多 ${redeliveriesPerUser.max} 次（超出回傳 429）。回傳本次的投遞嘗試。`,
      parameters: {
        id: '警示 id（警示列表中的 id）',
        channels: '重新傳送的管道（預設兩者，以設定中啟用的為準）',
      },
    },
    sendTestWebhook: {
      summary: '傳送簽章測試事件',
      description: `向指定 URL 或全域設定中的每個 URL POST 一則簽章的範例警示（type 為 monitor.test），不扣點數，每小時最多 ${testEventsPerUser.max} 次（超出回傳 429）。回傳投遞嘗試。`,
      parameters: { url: '傳送到此 URL；預設：全域設定中的每個 URL' },
    },
    getWebhookSecret: {
      summary: 'Webhook 簽章金鑰',
      description:
        'Webhook 遵循 Standard Webhooks：標頭 webhook-id、webhook-timestamp 與 webhook-signature（v1, + id.timestamp.body 的 base64 HMAC-SHA256）。使用任一 Standard Webhooks 函式庫與此金鑰驗證。首次使用時建立。',
      parameters: {},
    },
    rotateWebhookSecret: {
      summary: '輪替 Webhook 簽章金鑰',
      description: '產生新金鑰。24 小時內投遞同時帶有新舊兩個簽章，接收端可無縫切換，不遺失事件。',
      parameters: {},
    },
    revokePreviousWebhookSecret: {
      summary: '立即停用舊 Webhook 簽章金鑰',
      description:
        '立即結束輪替後的 24 小時過渡期：從下一次投遞起只用目前金鑰簽章（舊金鑰已外洩，或所有接收端都已切換）。若金鑰在此期間被輪替，回傳 409。',
      parameters: { revoke_previous: '立即停止以舊金鑰簽章' },
    },
  }),
};

export const monitorDocsMessages: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  'en-US': en,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
};

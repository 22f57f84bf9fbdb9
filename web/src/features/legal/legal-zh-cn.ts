import type { legalEn } from './legal-en';

/** 简体中文法律文本（格式同 legal-en.ts）。 */
export const legalZhCn: Record<keyof typeof legalEn, string> = {
  'legal.updated': '最后更新：{date}',
  'legal.toc': '目录',
  'legal.backToTop': '返回顶部',
  'legal.related.terms': '阅读服务条款',
  'legal.related.privacy': '阅读隐私政策',
  'legal.terms.title': '服务条款',
  'legal.terms.intro':
    '本条款适用于您对 Wallet Risk 网站、控制台及开放 API（以下简称“本服务”）的使用。请仔细阅读。',
  'legal.terms.acceptance.title': '接受条款',
  'legal.terms.acceptance.body':
    '您注册账户、使用控制台或调用 API，即表示您同意本条款及我们的隐私政策。如您代表某一组织使用本服务，即表示您有权代表该组织接受本条款。\n\n如您不同意，请勿使用本服务。',
  'legal.terms.service.title': '服务内容',
  'legal.terms.service.body':
    '本服务针对您提交的 TRON、Ethereum 和 BSC（USDT）钱包地址分析公开的区块链数据：追踪转账记录，将交易对手与我们的风险标签比对，并生成包含风险等级、按风险类型统计的敞口、资金流向和交易对手的报告。\n\n报告是基于分析时可获得数据的自动化风险评估，并非对任何个人的事实陈述；低风险等级也不代表该地址一定安全。',
  'legal.terms.accounts.title': '账户',
  'legal.terms.accounts.body':
    '- 您须使用有效的电子邮箱注册，并通过验证码确认。\n- 您须妥善保管密码，并对账户下的一切活动负责。\n- 您须提供真实信息并及时更新。\n- 如发现账户被未经授权使用，请立即通知我们。\n\n对于违反本条款或危及本服务及其他用户的账户，我们可暂停或关闭。',
  'legal.terms.credits.title': '套餐与积分',
  'legal.terms.credits.body':
    '使用量以积分计算。每次分析按每 1,000 笔交易扣除 1 积分，最低 1 积分。超出额度添加监控地址以及推送监控告警同样消耗积分，具体见价格页面。\n\n免费套餐每天获得 1 积分，不可累积。付费套餐在每个计费周期获得相应积分。套餐变更需与我们的销售团队确认后生效。已使用的积分不予退还，积分不具有现金价值。',
  'legal.terms.api.title': 'API 密钥',
  'legal.terms.api.body':
    '高级版及以上套餐可以创建 API 密钥。API 密钥仅供您的账户使用：请妥善保密，不要写入公开代码；如有泄露风险请及时更换。您可以为密钥设置 IP 白名单和有效期。\n\n使用您的密钥发起的调用均计入您的账户。对于被滥用或危及本服务的密钥，我们可限流、停用或吊销。',
  'legal.terms.monitoring.title': '监控与通知',
  'legal.terms.monitoring.body':
    '监控地址时，我们会向您配置的邮件接收人和 Webhook 地址发送告警。您确认有权向这些接收人和地址发送通知，并负责保障 Webhook 端点的安全。\n\n每推送一条告警都会消耗积分。积分用尽时推送暂停，积分恢复后继续。我们不保证告警一定实时送达或一定送达，例如接收方系统不可用时。',
  'legal.terms.use.title': '合理使用',
  'legal.terms.use.body':
    '您不得：\n\n- 将本服务用于任何违法目的，包括为洗钱、诈骗或规避制裁提供便利；\n- 仅凭报告骚扰、威胁或公开指控任何人；\n- 未经我们书面同意，转售、抓取或批量导出本服务或其标签数据；\n- 探测、压垮或试图绕过本服务的安全措施、使用限制或计费机制。',
  'legal.terms.advice.title': '不构成投资或法律建议',
  'legal.terms.advice.body':
    '本服务的任何内容均不构成投资、财务、法律或合规建议。您须自行作出决定（包括是否接收、发送或拒绝资金），并自行履行适用于您的各项义务。',
  'legal.terms.liability.title': '可用性与责任',
  'legal.terms.liability.body':
    '我们努力保持本服务的可用性和准确性，但本服务按“现状”提供，不附带任何形式的保证。区块链数据源和风险标签可能不完整或存在延迟。\n\n在法律允许的范围内，我们不对间接或后果性损失负责，也不对依据报告所作决定造成的损失负责。我们的累计责任以您在索赔前三个月内向我们支付的费用为限。',
  'legal.terms.changes.title': '条款变更与终止',
  'legal.terms.changes.body':
    '我们可能更新本条款。重大变更会在生效前通过网站或邮件通知；变更后继续使用本服务即视为接受。您可随时停止使用本服务并要求注销账户。',
  'legal.terms.contact.title': '联系我们',
  'legal.terms.contact.body': '如对本条款有疑问，请发送邮件至 {email}。',
  'legal.privacy.title': '隐私政策',
  'legal.privacy.intro':
    '本政策说明您使用 Wallet Risk 网站、控制台和 API 时，我们处理哪些个人数据、为何处理，以及您有哪些选择。',
  'legal.privacy.collect.title': '我们收集的数据',
  'legal.privacy.collect.body':
    '- 账户数据：您的电子邮箱及密码哈希（密码在浏览器中先经哈希处理再发送，并以哈希形式存储）。\n- 使用数据：您分析的地址、公链和时间范围，生成的报告、查询历史和积分使用情况。\n- API 数据：您的 API 密钥（名称、IP 限制、有效期）以及每次调用的统计信息，如时间、公链、消耗和响应时间。\n- 监控数据：监控地址、告警设置、Webhook 地址以及您添加的邮件接收人。\n- 技术数据：出于安全和防滥用目的保存的 IP 地址和请求日志。',
  'legal.privacy.blockchain.title': '公开区块链数据',
  'legal.privacy.blockchain.body':
    '报告基于公开的区块链记录和我们的风险标签生成。钱包地址是匿名的；我们不会试图识别您所分析地址背后的个人，也不会将报告与关于他们的其他个人数据关联。',
  'legal.privacy.use.title': '数据用途',
  'legal.privacy.use.body':
    '- 提供服务：执行分析、保存历史、发送验证码和告警；\n- 按积分计费并显示您的额度；\n- 保障安全：发现滥用、限流并调查安全事件；\n- 使用汇总或去标识化的数据改进分析能力和风险标签。\n\n我们不出售个人数据，也不将其用于广告。',
  'legal.privacy.sharing.title': '数据共享',
  'legal.privacy.sharing.body':
    '我们仅在签订数据保护合同的前提下，与为我们运行服务的供应商（云托管和邮件发送）共享数据，或在法律要求时向有关机关提供。Webhook 告警只会发送到您配置的地址。',
  'legal.privacy.storage.title': '浏览器存储',
  'legal.privacy.storage.body':
    '控制台会在浏览器的本地存储中保存您的会话令牌、语言、主题及少量界面设置。在您登录或重置密码后，还会设置一个 Cookie：一个随机的设备令牌，使本浏览器在他人的失败尝试暂停了您账户的登录时仍可登录，自最后一次登录起保留 30 天。我们不使用广告或跟踪类 Cookie。',
  'legal.privacy.retention.title': '数据保留',
  'legal.privacy.retention.body':
    '- 账户、查询历史和监控设置：在账户存续期间保留。\n- 验证码：使用前保留，过期后最多保留数分钟。\n- 安全日志和 API 调用统计：最多保留 12 个月。\n\n账户注销后，我们会在 30 天内删除或匿名化您的个人数据，法律要求保留的除外。',
  'legal.privacy.security.title': '数据安全',
  'legal.privacy.security.body':
    '数据在传输和存储时均经过加密。密码和 API 密钥以哈希形式保存，仅有需要的人员才能访问，登录尝试也受到频率限制。',
  'legal.privacy.rights.title': '您的权利',
  'legal.privacy.rights.body':
    '根据您所在地区的法律，您可能有权访问、更正、导出或删除您的个人数据，并反对或限制部分处理。如需行使这些权利，请联系我们；我们将在 30 天内答复。',
  'legal.privacy.changes.title': '政策变更',
  'legal.privacy.changes.body': '任何变更都会在此页面公布并更新上方日期，重大变更还会通过邮件通知。',
  'legal.privacy.contact.title': '联系我们',
  'legal.privacy.contact.body': '如有隐私相关问题或请求，请发送邮件至 {email}。',
};

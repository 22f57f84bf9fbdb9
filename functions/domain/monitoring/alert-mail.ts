import { alertGuidance } from '../../../shared/i18n/alert-guidance';
import type { Language } from '../../../shared/i18n/languages';
import { alertSeverityOf } from '../../../shared/rules/monitor-rules';
import { rfc3339 } from '../../../shared/rules/time';
import { escapeHtml } from './mail-html';
import type { AlertRecord, MonitorRecord } from './monitoring.ports';

/**
 * The alert e-mail in the user's language: what the alert means and the step to take (the
 * console's own texts), the alert's facts with the address's name and customer reference when it
 * has them (the subject names the address by its name then), and a link to the console's alerts.
 */
const texts = {
  'en-US': {
    subject: (type: string, address: string) => `[Wallet Risk] ${type} alert on ${address}`,
    lines: {
      type: 'Alert type',
      severity: 'Severity',
      address: 'Monitored address',
      name: 'Address name',
      customerRef: 'Customer reference',
      counterparty: 'Counterparty',
      network: 'Chain / token',
      amount: 'Amount',
      direction: 'Direction',
      tx: 'Transaction',
      meaning: 'What it means',
      step: 'Next step',
      entity: 'Listed as',
      details: 'Details',
      time: 'Detected at (UTC)',
      open: 'Open the alerts in the console',
    },
    types: {
      normal_transaction: 'Transaction',
      known_risk: 'Known risk',
      similar_address: 'Similar address (poisoning)',
    },
    directions: { in: 'incoming', out: 'outgoing' },
  },
  'zh-CN': {
    subject: (type: string, address: string) => `[Wallet Risk] ${address} 触发${type}告警`,
    lines: {
      type: '告警类型',
      severity: '严重程度',
      address: '监控地址',
      name: '地址名称',
      customerRef: '客户编号',
      counterparty: '交易对手',
      network: '链 / 代币',
      amount: '金额',
      direction: '方向',
      tx: '交易哈希',
      meaning: '含义',
      step: '建议操作',
      entity: '名单名称',
      details: '详情',
      time: '检测时间 (UTC)',
      open: '在控制台查看告警',
    },
    types: { normal_transaction: '交易', known_risk: '已知风险', similar_address: '相似地址（地址投毒）' },
    directions: { in: '转入', out: '转出' },
  },
  'zh-TW': {
    subject: (type: string, address: string) => `[Wallet Risk] ${address} 觸發${type}告警`,
    lines: {
      type: '告警類型',
      severity: '嚴重程度',
      address: '監控地址',
      name: '位址名稱',
      customerRef: '客戶編號',
      counterparty: '交易對手',
      network: '鏈 / 代幣',
      amount: '金額',
      direction: '方向',
      tx: '交易雜湊',
      meaning: '含義',
      step: '建議操作',
      entity: '名單名稱',
      details: '詳情',
      time: '偵測時間 (UTC)',
      open: '在主控台查看告警',
    },
    types: { normal_transaction: '交易', known_risk: '已知風險', similar_address: '相似位址（位址投毒）' },
    directions: { in: '轉入', out: '轉出' },
  },
} as const;

export function alertMail(
  alert: AlertRecord,
  language: Language,
  consoleUrl: string,
  owner?: Pick<MonitorRecord, 'name' | 'customerRef'>,
) {
  const t = texts[language];
  const link = `${consoleUrl.replace(/\/$/, '')}/console/monitor?tab=alerts`;
  const guidance = alertGuidance[language][alert.monitorType];
  const entity = alert.details.label_name;
  const rows: [string, string][] = [
    [t.lines.type, t.types[alert.monitorType]],
    [t.lines.severity, alertSeverityOf(alert.monitorType)],
    [t.lines.meaning, guidance.meaning],
    [t.lines.step, guidance.step],
    ...(entity ? [[t.lines.entity, entity] as [string, string]] : []),
    [t.lines.address, alert.monitoringAddress],
    ...(owner?.name ? [[t.lines.name, owner.name] as [string, string]] : []),
    ...(owner?.customerRef ? [[t.lines.customerRef, owner.customerRef] as [string, string]] : []),
    [t.lines.counterparty, alert.counterparty],
    [t.lines.network, `${alert.chain} / ${alert.token.toUpperCase()}`],
    [t.lines.amount, `${alert.amount} ${alert.token.toUpperCase()}`],
    [t.lines.direction, t.directions[alert.details.direction]],
    [t.lines.tx, alert.txHash],
    [t.lines.details, alert.details.description],
    [t.lines.time, rfc3339(alert.createdAt)],
  ];
  const short = `${alert.monitoringAddress.slice(0, 6)}…${alert.monitoringAddress.slice(-6)}`;
  return {
    subject: t.subject(t.types[alert.monitorType], owner?.name ? `${owner.name} (${short})` : short),
    text: `${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${t.lines.open}: ${link}\nAlert ID: ${alert.id}\n`,
    html: `<table>${rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table><p><a href="${escapeHtml(link)}">${escapeHtml(t.lines.open)}</a></p><p>Alert ID: ${escapeHtml(alert.id)}</p>`,
  };
}

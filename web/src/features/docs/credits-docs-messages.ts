import type { Language } from '../../../../shared/i18n/languages';
import { operationTexts } from './endpoint-text';

/**
 * Texts of the docs page's credit-statement operations: their sidebar group, the entries' names
 * and the translated summary, description and parameters of each (en-US keeps the document's
 * wording). The error statuses are the shared `docs.error.*` texts. messages.ts spreads them in.
 */
const en: Record<string, string> = {
  'docs.group.credits': 'Credits',
  'docs.section.credit-statement': 'Credit statement',
  'docs.section.export-credit-statement': 'Export statement (CSV)',
  ...operationTexts({
    getCreditStatement: {
      summary: 'The caller’s credit moves',
      description:
        'Every move of your credits, newest first: grants, query holds, settlements and refunds, screening, monitored addresses, alert pushes. delta is the change of the balance and balance_after the balance it left, so the moves of a period add up to the change of the balance over it. Pass next_cursor as cursor for older entries; it is null at the oldest. With an API key (public API): needs the read permission.',
      parameters: {
        limit: 'Entries per page, 1 to 100 (default 20)',
        cursor: 'next_cursor of the previous answer: the page of older entries',
      },
    },
    exportCreditStatement: {
      summary: 'Credit statement as CSV',
      description:
        'Answers text/csv with the columns id, at, delta, balance_after, reason, subject, subject_id, api_key_id, one row per move, newest first, at most 5000 rows; pass the last row’s id as cursor for the older ones. A field that would start a spreadsheet formula is written with a leading apostrophe. With an API key (public API): needs the read permission.',
      parameters: {
        cursor: 'Only entries older than this id: the last id of the previous file (default: the newest)',
      },
    },
  }),
};

const zhCN: Record<string, string> = {
  'docs.group.credits': '积分',
  'docs.section.credit-statement': '积分明细',
  'docs.section.export-credit-statement': '导出明细（CSV）',
  ...operationTexts({
    getCreditStatement: {
      summary: '当前账户的积分变动',
      description:
        '您的每一笔积分变动，按时间倒序：套餐发放、查询预扣、结算与退还、批量筛查、监控地址、告警推送。delta 为余额的变动，balance_after 为变动后的余额，因此任一时段内各笔变动之和等于该时段余额的变化。将 next_cursor 作为 cursor 传入即可读取更早的记录；读到最早一笔时为 null。使用 API 密钥（公开 API）时需要 read 权限。',
      parameters: {
        limit: '每页条数，1 到 100（默认 20）',
        cursor: '上一次响应中的 next_cursor：读取更早的一页',
      },
    },
    exportCreditStatement: {
      summary: '以 CSV 导出积分明细',
      description:
        '返回 text/csv，列为 id、at、delta、balance_after、reason、subject、subject_id、api_key_id，每笔变动一行，按时间倒序，最多 5000 行；将最后一行的 id 作为 cursor 传入即可导出更早的记录。可能被电子表格当作公式执行的字段会加上前导撇号。使用 API 密钥（公开 API）时需要 read 权限。',
      parameters: {
        cursor: '只导出早于此 id 的记录：上一个文件最后一行的 id（默认从最新一笔开始）',
      },
    },
  }),
};

const zhTW: Record<string, string> = {
  'docs.group.credits': '點數',
  'docs.section.credit-statement': '點數明細',
  'docs.section.export-credit-statement': '匯出明細（CSV）',
  ...operationTexts({
    getCreditStatement: {
      summary: '目前帳戶的點數異動',
      description:
        '您的每一筆點數異動，依時間由新到舊：方案發放、查詢預扣、結算與退還、批次篩查、監控地址、警示推送。delta 為餘額的異動，balance_after 為異動後的餘額，因此任一時段內各筆異動之和等於該時段餘額的變化。將 next_cursor 作為 cursor 傳入即可讀取更早的紀錄；讀到最早一筆時為 null。使用 API 金鑰（公開 API）時需要 read 權限。',
      parameters: {
        limit: '每頁筆數，1 到 100（預設 20）',
        cursor: '上一次回應中的 next_cursor：讀取更早的一頁',
      },
    },
    exportCreditStatement: {
      summary: '以 CSV 匯出點數明細',
      description:
        '回傳 text/csv，欄位為 id、at、delta、balance_after、reason、subject、subject_id、api_key_id，每筆異動一列，依時間由新到舊，最多 5000 列；將最後一列的 id 作為 cursor 傳入即可匯出更早的紀錄。可能被試算表當作公式執行的欄位會加上前導撇號。使用 API 金鑰（公開 API）時需要 read 權限。',
      parameters: {
        cursor: '只匯出早於此 id 的紀錄：上一個檔案最後一列的 id（預設從最新一筆開始）',
      },
    },
  }),
};

export const creditsDocsMessages: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  'en-US': en,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
};

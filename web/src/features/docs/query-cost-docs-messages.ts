import type { Language } from '../../../../shared/i18n/languages';
import { operationTexts } from './endpoint-text';

/**
 * Texts of the docs page's query estimate (what an analysis would cost, asked before
 * query/create): the entry's name and the translated summary, description and parameters (en-US
 * keeps the document's wording). messages.ts spreads them in.
 */
const en: Record<string, string> = {
  'docs.section.estimate-query': 'Estimate the cost',
  ...operationTexts({
    estimateQuery: {
      summary: 'What an analysis of an address would cost',
      description:
        'The transfers an analysis with these parameters would fetch and the credits they cost, before it is started, with where the figure comes from (basis), your balance and whether it pays for it (covered). The figure is your latest completed report of the address when it covers the same range, else a count from the chain source where it has one (the simulated ledger), else a range up to the limit or 100000 transfers. Send credits.max as max_credits to query/create. Free. With an API key (public API): needs the read permission.',
      parameters: {
        chain: 'Chain: tron, ethereum or bsc',
        token: 'Token: usdt',
        address: 'Wallet address: for tron T + 33 base58 characters, otherwise 0x + 40 hex characters',
        start_at: 'Start of the range, epoch seconds (optional)',
        end_at: 'End of the range, epoch seconds (optional, not before start_at)',
        limit: 'Most transfers to analyse, 1-100000 (optional: all)',
      },
    },
  }),
};

const zhCN: Record<string, string> = {
  'docs.section.estimate-query': '预估费用',
  ...operationTexts({
    estimateQuery: {
      summary: '分析一个地址需要多少积分',
      description:
        '在发起分析之前，给出按这些参数分析会拉取的转账笔数及其所需积分，并说明数据来源（basis）、您的余额以及余额是否足够（covered）。若您最近一份已完成的报告覆盖相同的时间范围，则以它为准；否则使用链上数据源的计数（如有，例如模拟账本）；都没有时给出一个范围，上限为 limit 或 100000 笔。将 credits.max 作为 max_credits 发送给 query/create。免费。使用 API 密钥（公开 API）时需要 read 权限。',
      parameters: {
        chain: '链：tron、ethereum 或 bsc',
        token: '代币：usdt',
        address: '钱包地址：tron 为 T 开头加 33 位 base58 字符，其他链为 0x 开头加 40 位十六进制字符',
        start_at: '时间范围起点，Unix 时间戳（秒，可选）',
        end_at: '时间范围终点，Unix 时间戳（秒，可选，不得早于 start_at）',
        limit: '最多分析的转账笔数，1-100000（可选，默认全部）',
      },
    },
  }),
};

const zhTW: Record<string, string> = {
  'docs.section.estimate-query': '預估費用',
  ...operationTexts({
    estimateQuery: {
      summary: '分析一個地址需要多少點數',
      description:
        '在發起分析之前，提供依這些參數分析會擷取的轉帳筆數及其所需點數，並說明資料來源（basis）、您的餘額以及餘額是否足夠（covered）。若您最近一份已完成的報告涵蓋相同的時間範圍，則以它為準；否則使用鏈上資料來源的計數（如有，例如模擬帳本）；都沒有時提供一個範圍，上限為 limit 或 100000 筆。將 credits.max 作為 max_credits 傳送給 query/create。免費。使用 API 金鑰（公開 API）時需要 read 權限。',
      parameters: {
        chain: '鏈：tron、ethereum 或 bsc',
        token: '代幣：usdt',
        address: '錢包地址：tron 為 T 開頭加 33 個 base58 字元，其他鏈為 0x 開頭加 40 個十六進位字元',
        start_at: '時間範圍起點，Unix 時間戳記（秒，選填）',
        end_at: '時間範圍終點，Unix 時間戳記（秒，選填，不得早於 start_at）',
        limit: '最多分析的轉帳筆數，1-100000（選填，預設為全部）',
      },
    },
  }),
};

export const queryCostDocsMessages: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  'en-US': en,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
};

import type { legalEn } from './legal-en';

/** 繁體中文法律文本（格式同 legal-en.ts）。 */
export const legalZhTw: Record<keyof typeof legalEn, string> = {
  'legal.updated': '最後更新：{date}',
  'legal.toc': '目錄',
  'legal.backToTop': '回到頂端',
  'legal.related.terms': '閱讀服務條款',
  'legal.related.privacy': '閱讀隱私權政策',
  'legal.terms.title': '服務條款',
  'legal.terms.intro':
    '本條款適用於您對 Wallet Risk 網站、控制台及開放 API（以下簡稱「本服務」）的使用。請仔細閱讀。',
  'legal.terms.acceptance.title': '接受條款',
  'legal.terms.acceptance.body':
    '您註冊帳戶、使用控制台或呼叫 API，即表示您同意本條款及我們的隱私權政策。如您代表某一組織使用本服務，即表示您有權代表該組織接受本條款。\n\n如您不同意，請勿使用本服務。',
  'legal.terms.service.title': '服務內容',
  'legal.terms.service.body':
    '本服務針對您提交的 TRON、Ethereum 與 BSC（USDT）錢包地址分析公開的區塊鏈資料：追蹤轉帳紀錄，將交易對手與我們的風險標籤比對，並產生包含風險等級、依風險類型統計的曝險、資金流向與交易對手的報告。\n\n報告是依據分析時可取得資料的自動化風險評估，並非對任何個人的事實陳述；低風險等級也不代表該地址必定安全。',
  'legal.terms.accounts.title': '帳戶',
  'legal.terms.accounts.body':
    '- 您須使用有效的電子郵件地址註冊，並以驗證碼確認。\n- 您須妥善保管密碼，並對帳戶下的一切活動負責。\n- 您須提供真實資訊並隨時更新。\n- 如發現帳戶遭未經授權使用，請立即通知我們。\n\n對於違反本條款或危及本服務及其他使用者的帳戶，我們得暫停或關閉。',
  'legal.terms.credits.title': '方案與點數',
  'legal.terms.credits.body':
    '使用量以點數計算。每次分析依每 1,000 筆交易扣除 1 點數，最低 1 點數。超出額度新增監控地址以及推播監控警示同樣消耗點數，詳見價格頁面。\n\n免費方案每天取得 1 點數，不可累積。付費方案於每個計費週期取得相應點數。方案變更須經我們的業務團隊確認後生效。已使用的點數恕不退還，點數不具現金價值。',
  'legal.terms.api.title': 'API 金鑰',
  'legal.terms.api.body':
    '進階版以上方案可建立 API 金鑰。API 金鑰僅供您的帳戶使用：請妥善保密，勿寫入公開程式碼；如有外洩疑慮請立即更換。您可以為金鑰設定 IP 白名單與有效期限。\n\n以您的金鑰發出的呼叫均計入您的帳戶。對於遭濫用或危及本服務的金鑰，我們得限流、停用或撤銷。',
  'legal.terms.monitoring.title': '監控與通知',
  'legal.terms.monitoring.body':
    '監控地址時，我們會向您設定的電子郵件收件人與 Webhook 網址發送警示。您確認有權向這些收件人與網址發送通知，並負責確保 Webhook 端點的安全。\n\n每推播一則警示都會消耗點數。點數用盡時推播暫停，點數恢復後繼續。我們不保證警示必定即時送達或必定送達，例如接收方系統無法使用時。',
  'legal.terms.use.title': '合理使用',
  'legal.terms.use.body':
    '您不得：\n\n- 將本服務用於任何違法目的，包括為洗錢、詐騙或規避制裁提供便利；\n- 僅憑報告騷擾、威脅或公開指控任何人；\n- 未經我們書面同意，轉售、擷取或大量匯出本服務或其標籤資料；\n- 探測、癱瘓或試圖繞過本服務的安全措施、使用限制或計費機制。',
  'legal.terms.advice.title': '不構成投資或法律建議',
  'legal.terms.advice.body':
    '本服務的任何內容均不構成投資、財務、法律或法遵建議。您須自行做出決定（包括是否收取、發送或拒絕資金），並自行履行適用於您的各項義務。',
  'legal.terms.liability.title': '可用性與責任',
  'legal.terms.liability.body':
    '我們致力維持本服務的可用性與正確性，但本服務依「現狀」提供，不附帶任何形式的保證。區塊鏈資料來源與風險標籤可能不完整或有所延遲。\n\n在法律允許的範圍內，我們不對間接或衍生性損失負責，亦不對依據報告所做決定造成的損失負責。我們的累計責任以您在求償前三個月內支付給我們的費用為限。',
  'legal.terms.changes.title': '條款變更與終止',
  'legal.terms.changes.body':
    '我們可能更新本條款。重大變更會在生效前透過網站或電子郵件通知；變更後繼續使用本服務即視為接受。您可隨時停止使用本服務並要求關閉帳戶。',
  'legal.terms.contact.title': '聯絡我們',
  'legal.terms.contact.body': '如對本條款有疑問，請寄信至 {email}。',
  'legal.privacy.title': '隱私權政策',
  'legal.privacy.intro':
    '本政策說明您使用 Wallet Risk 網站、控制台與 API 時，我們處理哪些個人資料、為何處理，以及您有哪些選擇。',
  'legal.privacy.collect.title': '我們蒐集的資料',
  'legal.privacy.collect.body':
    '- 帳戶資料：您的電子郵件地址及密碼雜湊（密碼在瀏覽器中先經雜湊處理再送出，並以雜湊形式儲存）。\n- 使用資料：您分析的地址、公鏈與時間範圍，產生的報告、查詢紀錄與點數使用情形。\n- API 資料：您的 API 金鑰（名稱、IP 限制、有效期限）以及每次呼叫的統計資訊，如時間、公鏈、消耗與回應時間。\n- 監控資料：監控地址、警示設定、Webhook 網址以及您新增的電子郵件收件人。\n- 技術資料：基於安全與防濫用目的保存的 IP 位址與請求紀錄。',
  'legal.privacy.blockchain.title': '公開區塊鏈資料',
  'legal.privacy.blockchain.body':
    '報告依據公開的區塊鏈紀錄與我們的風險標籤產生。錢包地址具匿名性；我們不會試圖識別您所分析地址背後的個人，也不會將報告與關於他們的其他個人資料結合。',
  'legal.privacy.use.title': '資料用途',
  'legal.privacy.use.body':
    '- 提供服務：執行分析、保存紀錄、寄送驗證碼與警示；\n- 依點數計費並顯示您的額度；\n- 維護安全：偵測濫用、限流並調查資安事件；\n- 使用彙總或去識別化的資料改進分析能力與風險標籤。\n\n我們不販售個人資料，也不將其用於廣告。',
  'legal.privacy.sharing.title': '資料分享',
  'legal.privacy.sharing.body':
    '我們僅在簽訂資料保護合約的前提下，與為我們營運服務的供應商（雲端託管與郵件寄送）分享資料，或於法律要求時提供給主管機關。Webhook 警示只會送往您設定的網址。',
  'legal.privacy.storage.title': '瀏覽器儲存',
  'legal.privacy.storage.body':
    '控制台會在瀏覽器的本機儲存空間保存您的工作階段權杖、語言、主題及少量介面設定。在您登入或重設密碼後，也會設定一個 Cookie：一個隨機的裝置權杖，讓此瀏覽器在他人的失敗嘗試暫停了您帳戶的登入時仍可登入，自最後一次登入起保存 30 天。我們不使用廣告或追蹤類 Cookie。',
  'legal.privacy.retention.title': '資料保存',
  'legal.privacy.retention.body':
    '- 帳戶、查詢紀錄與監控設定：於帳戶存續期間保存。\n- 驗證碼：使用前保存，過期後最多保存數分鐘。\n- 安全紀錄與 API 呼叫統計：最多保存 12 個月。\n\n帳戶關閉後，我們會在 30 天內刪除或匿名化您的個人資料，依法須保存者除外。',
  'legal.privacy.security.title': '資料安全',
  'legal.privacy.security.body':
    '資料於傳輸與儲存時均經加密。密碼與 API 金鑰以雜湊形式保存，僅有需要的人員可以存取，登入嘗試亦受頻率限制。',
  'legal.privacy.rights.title': '您的權利',
  'legal.privacy.rights.body':
    '依您所在地區的法律，您可能有權查閱、更正、匯出或刪除您的個人資料，並反對或限制部分處理。如需行使這些權利，請與我們聯絡；我們將於 30 天內回覆。',
  'legal.privacy.changes.title': '政策變更',
  'legal.privacy.changes.body': '任何變更都會在此頁面公布並更新上方日期，重大變更另會以電子郵件通知。',
  'legal.privacy.contact.title': '聯絡我們',
  'legal.privacy.contact.body': '如有隱私相關問題或請求，請寄信至 {email}。',
};

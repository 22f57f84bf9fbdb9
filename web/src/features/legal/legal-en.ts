/**
 * English legal texts. Each body is paragraphs separated by a blank line; a paragraph whose lines
 * start with "- " is a list. Kept apart from messages.ts because of its length.
 */
export const legalEn = {
  'legal.updated': 'Last updated: {date}',
  'legal.toc': 'Contents',
  'legal.backToTop': 'Back to top',
  'legal.related.terms': 'Read the Terms of Service',
  'legal.related.privacy': 'Read the Privacy Policy',
  'legal.terms.title': 'Terms of Service',
  'legal.terms.intro':
    'These terms govern your use of the Wallet Risk website, console and public API (the "service"). Please read them carefully.',
  'legal.terms.acceptance.title': 'Acceptance of these terms',
  'legal.terms.acceptance.body':
    'By creating an account, using the console or calling the API you agree to these terms and to our Privacy Policy. If you use the service on behalf of an organisation, you confirm that you may bind it to these terms.\n\nIf you do not agree, do not use the service.',
  'legal.terms.service.title': 'What the service does',
  'legal.terms.service.body':
    'The service analyses public blockchain data for wallet addresses you submit on TRON, Ethereum and BSC (USDT). It traces transfers, matches counterparties against our risk labels and produces a report with a risk level, exposure by risk type, fund flows and counterparties.\n\nReports are automated risk assessments based on data available at the time of analysis. They are not statements of fact about any person, and a low risk level is not a guarantee that an address is safe.',
  'legal.terms.accounts.title': 'Accounts',
  'legal.terms.accounts.body':
    '- You register with a valid e-mail address, which you confirm with a verification code.\n- You keep your password confidential and are responsible for activity under your account.\n- You give accurate information and keep it up to date.\n- Tell us at once if you suspect unauthorised use of your account.\n\nWe may suspend or close accounts that break these terms or put the service or other users at risk.',
  'legal.terms.credits.title': 'Plans and credits',
  'legal.terms.credits.body':
    'Usage is counted in credits. An analysis costs 1 credit per 1,000 transactions analysed, with a minimum of 1 credit. Adding monitored addresses beyond your allowance and pushing monitoring alerts also cost credits, as shown on the pricing page.\n\nThe free plan receives 1 credit per day, which is not carried over. Paid plans receive their credits for each billing period. Plan changes are arranged with our sales team and take effect when confirmed. Credits already used are not refunded, and credits have no cash value.',
  'legal.terms.api.title': 'API keys',
  'legal.terms.api.body':
    'Plans from Advanced upwards may create API keys. An API key is personal to your account: keep it secret, do not embed it in public code, and rotate it if it may have leaked. You can restrict a key to IP addresses and give it an expiry date.\n\nCalls made with your keys are billed to your account. We may rate-limit, disable or revoke keys that are abused or that endanger the service.',
  'legal.terms.monitoring.title': 'Monitoring and notifications',
  'legal.terms.monitoring.body':
    'When you monitor addresses we send alerts to the e-mail recipients and webhook URLs you configure. You confirm that you may send notifications to those recipients and endpoints, and you are responsible for securing your webhook endpoints.\n\nEach pushed alert costs credits. Pushes pause while your credits are exhausted and resume when credits are available; alerts are not guaranteed to arrive in real time or at all, for example when a recipient system is unavailable.',
  'legal.terms.use.title': 'Acceptable use',
  'legal.terms.use.body':
    'You must not:\n\n- use the service for unlawful purposes, including to facilitate money laundering, fraud or sanctions evasion;\n- harass, threaten or publicly accuse anyone on the basis of a report alone;\n- resell, scrape or bulk-export the service or its labels without our written agreement;\n- probe, overload or attempt to bypass the security, limits or billing of the service.',
  'legal.terms.advice.title': 'No investment or legal advice',
  'legal.terms.advice.body':
    'Nothing in the service is investment, financial, legal or compliance advice. You remain responsible for your own decisions, including whether to accept, send or refuse funds, and for meeting the obligations that apply to you.',
  'legal.terms.liability.title': 'Availability and liability',
  'legal.terms.liability.body':
    'We work to keep the service available and accurate, but it is provided "as is" without warranties of any kind. Blockchain data sources and risk labels can be incomplete or delayed.\n\nTo the extent permitted by law, we are not liable for indirect or consequential losses, or for losses arising from decisions made on the basis of a report. Our total liability is limited to the fees you paid us in the three months before the claim.',
  'legal.terms.changes.title': 'Changes and termination',
  'legal.terms.changes.body':
    'We may update these terms. Material changes are announced on the website or by e-mail before they take effect; continuing to use the service afterwards means you accept them. You may stop using the service and ask us to close your account at any time.',
  'legal.terms.contact.title': 'Contact',
  'legal.terms.contact.body': 'Questions about these terms: write to {email}.',
  'legal.privacy.title': 'Privacy Policy',
  'legal.privacy.intro':
    'This policy explains what personal data Wallet Risk processes when you use the website, console and API, why, and what choices you have.',
  'legal.privacy.collect.title': 'Data we collect',
  'legal.privacy.collect.body':
    '- Account data: your e-mail address and a hash of your password (the password is hashed in your browser before it is sent, and stored again in hashed form).\n- Usage data: the addresses, chains and time ranges you analyse, the resulting reports, your query history and credit usage.\n- API data: your API keys (names, IP restrictions, expiry) and per-call statistics such as time, chain, cost and response time.\n- Monitoring data: monitored addresses, alert settings, webhook URLs and the e-mail recipients you add.\n- Technical data: IP address and request logs kept for security and abuse prevention.',
  'legal.privacy.blockchain.title': 'Public blockchain data',
  'legal.privacy.blockchain.body':
    'Reports are built from public blockchain records and from our risk labels. Wallet addresses are pseudonymous; we do not try to identify the people behind the addresses you analyse, and we do not combine reports with other personal data about them.',
  'legal.privacy.use.title': 'How we use data',
  'legal.privacy.use.body':
    '- to provide the service: run analyses, keep your history, send verification codes and alerts;\n- to bill usage in credits and show your quota;\n- to secure the service: detect abuse, rate-limit and investigate incidents;\n- to improve our analysis and risk labels, using aggregated or de-identified data.\n\nWe do not sell personal data and we do not use it for advertising.',
  'legal.privacy.sharing.title': 'Sharing',
  'legal.privacy.sharing.body':
    'We share data only with providers that run the service for us (cloud hosting and e-mail delivery), under contracts that protect it, and with authorities when the law requires us to. Webhook alerts are sent only to the endpoints you configure.',
  'legal.privacy.storage.title': 'Browser storage',
  'legal.privacy.storage.body':
    "The console stores your session tokens, language, theme and a few interface settings in your browser's local storage. After you sign in or reset your password, it also sets one cookie: a random device token that lets this browser sign in even while someone else's failed attempts have paused sign-in to your account, kept 30 days after your last sign-in. We do not use advertising or tracking cookies.",
  'legal.privacy.retention.title': 'Data retention',
  'legal.privacy.retention.body':
    '- Account, query history and monitoring settings: while your account exists.\n- Verification codes: until used, and at most a few minutes after they expire.\n- Security logs and API call statistics: up to 12 months.\n\nWhen your account is closed we delete or anonymise your personal data within 30 days, except where we must keep it to meet legal obligations.',
  'legal.privacy.security.title': 'Security',
  'legal.privacy.security.body':
    'Data is encrypted in transit and at rest. Passwords and API keys are stored in hashed form, access is limited to staff who need it, and sign-in attempts are rate-limited.',
  'legal.privacy.rights.title': 'Your rights',
  'legal.privacy.rights.body':
    'Depending on where you live, you may have the right to access, correct, export or delete your personal data, and to object to or restrict some processing. Write to us to exercise these rights; we answer within 30 days.',
  'legal.privacy.changes.title': 'Changes to this policy',
  'legal.privacy.changes.body':
    'We will post any changes here and update the date above. Material changes are also announced by e-mail.',
  'legal.privacy.contact.title': 'Contact',
  'legal.privacy.contact.body': 'Privacy questions or requests: write to {email}.',
};

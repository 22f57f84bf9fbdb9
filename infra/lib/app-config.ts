import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Node } from 'constructs';
import type { Config } from '../../functions/platform/config';
import { tableDesign } from '../../functions/platform/resource-design';
import { type RuntimeConfig, runtimeConfigSchema } from '../../shared/contract/runtime-config.schema';

/**
 * Everything a deployment can vary, read from CDK context in one place (`-c key=value` on the
 * command line or `context` in cdk.json) and checked here, so a bad value stops the synth before
 * any stack is built. docs/deploy.md lists the keys.
 */
export interface AppConfig {
  /** Names the stacks (`WalletRisk-<stage>-Stateful`) and the API Gateway stages. */
  readonly stage: string;
  /** Sender of verification-code and alert e-mails; must be an SES-verified identity. */
  readonly mailFrom: string;
  /** The sales team's address: the contact-sales form's messages are mailed there. */
  readonly salesInbox: string;
  readonly logLevel: Config['LOG_LEVEL'];
  /**
   * The one origin besides the console's own that browsers may call the APIs from (say a custom
   * domain), or '' for none: the SPA is same-origin behind CloudFront and needs no CORS. "*" is
   * refused (shared/api/header-policy.ts).
   */
  readonly corsAllowOrigin: string;
  /**
   * Live chain data for the analysis (functions/platform/config.ts); each unset key leaves its
   * chains on the simulated ledger.
   */
  readonly chainSources: Partial<Record<'ETHEREUM_RPC_URL' | 'BSC_RPC_URL', string>>;
  /**
   * Name or full ARN of the Secrets Manager secret with the chain API keys (docs/deploy.md,
   * "Chain API keys"); the template only names it, the functions read it at cold start.
   */
  readonly chainKeysSecret?: string;
  /**
   * GSIs of the table design left out of this deploy of the stateful stack. CloudFormation adds
   * one GSI per update, so a table that predates several new indexes gets them over several
   * deploys (docs/deploy.md, "Upgrading a stage"); empty for a new table.
   */
  readonly deferIndexes: readonly string[];
  /**
   * What the SPA reads at run time (/runtime-config.json): the contact channels from the contexts
   * contactChatUrl, contactSocialUrl and contactSalesEmail; one left unset is not shown.
   */
  readonly runtimeConfig: RuntimeConfig;
}

/** Context key → the analysis task's environment variable. */
const chainSourceContext = {
  ethereumRpcUrl: 'ETHEREUM_RPC_URL',
  bscRpcUrl: 'BSC_RPC_URL',
} as const;

export const contextKeys = {
  stage: 'stage',
  mailFrom: 'mailFrom',
  salesInbox: 'salesInbox',
  logLevel: 'logLevel',
  corsAllowOrigin: 'corsAllowOrigin',
  deferIndexes: 'deferIndexes',
  chainKeysSecret: 'chainKeysSecret',
  contactChatUrl: 'contactChatUrl',
  contactSocialUrl: 'contactSocialUrl',
  contactSalesEmail: 'contactSalesEmail',
} as const;

/** Former contexts that put a key's value into the template; refused with a pointer to the secret. */
const keyValueContexts = ['trongridApiKey', 'etherscanApiKey'] as const;

export const defaultAppConfig: AppConfig = {
  stage: 'dev',
  mailFrom: 'no-reply@example.com',
  salesInbox: 'sales@example.com',
  logLevel: 'info',
  corsAllowOrigin: '',
  chainSources: {},
  deferIndexes: [],
  runtimeConfig: { contact: {} },
};

const logLevels: readonly Config['LOG_LEVEL'][] = ['debug', 'info', 'warn', 'error', 'silent'];

export class AppConfigError extends Error {
  override name = 'AppConfigError';
}

const stringContext = (node: Node, key: string, fallback: string): string => {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value !== 'string') throw new AppConfigError(`Context "${key}" must be a string`);
  return value.trim();
};

/** `{ [field]: value }` when the context is set, else nothing. */
const optionalContext = (node: Node, key: string, field: string): Record<string, string> => {
  const value = stringContext(node, key, '');
  return value === '' ? {} : { [field]: value };
};

export function readAppConfig(node: Node): AppConfig {
  const stage = stringContext(node, contextKeys.stage, defaultAppConfig.stage);
  // Stage names end up in stack names and API Gateway stage names: keep to the common subset.
  if (!/^[a-z][a-z0-9-]{0,19}$/.test(stage)) {
    throw new AppConfigError(`Context "stage" must match /^[a-z][a-z0-9-]{0,19}$/, got "${stage}"`);
  }
  const mailFrom = stringContext(node, contextKeys.mailFrom, defaultAppConfig.mailFrom);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(mailFrom)) {
    throw new AppConfigError(`Context "mailFrom" must be an e-mail address, got "${mailFrom}"`);
  }
  const salesInbox = stringContext(node, contextKeys.salesInbox, defaultAppConfig.salesInbox);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(salesInbox)) {
    throw new AppConfigError(`Context "salesInbox" must be an e-mail address, got "${salesInbox}"`);
  }
  const logLevel = stringContext(node, contextKeys.logLevel, defaultAppConfig.logLevel);
  if (!logLevels.includes(logLevel as Config['LOG_LEVEL'])) {
    throw new AppConfigError(`Context "logLevel" must be one of ${logLevels.join(', ')}, got "${logLevel}"`);
  }
  const corsAllowOrigin = stringContext(node, contextKeys.corsAllowOrigin, defaultAppConfig.corsAllowOrigin);
  if (corsAllowOrigin !== '' && !/^https?:\/\/[^/\s,*]+$/.test(corsAllowOrigin)) {
    throw new AppConfigError(`Context "corsAllowOrigin" must be an origin such as https://example.com`);
  }
  for (const key of keyValueContexts) {
    if (node.tryGetContext(key) !== undefined)
      throw new AppConfigError(
        `Context "${key}" would put an API key into the template; put it in the chain keys secret (-c chainKeysSecret=<name or ARN>, docs/deploy.md)`,
      );
  }
  const chainKeysSecret = stringContext(node, contextKeys.chainKeysSecret, '');
  if (
    chainKeysSecret !== '' &&
    !/^(arn:aws[\w-]*:secretsmanager:[\w-]+:\d{12}:secret:)?[\w/+=.@-]+$/.test(chainKeysSecret)
  ) {
    throw new AppConfigError(`Context "chainKeysSecret" must be a secret name or ARN`);
  }
  const chainSources: AppConfig['chainSources'] = {};
  for (const [key, variable] of Object.entries(chainSourceContext)) {
    const value = stringContext(node, key, '');
    if (value === '') continue;
    if (variable.endsWith('_URL') && !/^https?:\/\/\S+$/.test(value)) {
      throw new AppConfigError(`Context "${key}" must be an http(s) URL`);
    }
    chainSources[variable] = value;
  }
  const deferIndexes = stringContext(node, contextKeys.deferIndexes, '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const unknown = deferIndexes.filter((name) => !tableDesign.indexes.some((index) => index.name === name));
  if (unknown.length > 0) {
    throw new AppConfigError(
      `Context "deferIndexes" names no index of the table design: ${unknown.join(', ')} (known: ${tableDesign.indexes
        .map((index) => index.name)
        .join(', ')})`,
    );
  }
  const contact = runtimeConfigSchema.shape.contact.safeParse({
    ...optionalContext(node, contextKeys.contactChatUrl, 'chat'),
    ...optionalContext(node, contextKeys.contactSocialUrl, 'social'),
    ...optionalContext(node, contextKeys.contactSalesEmail, 'sales_email'),
  });
  if (!contact.success) {
    throw new AppConfigError(
      `Contexts contactChatUrl and contactSocialUrl must be https URLs, contactSalesEmail an e-mail address: ${contact.error.issues
        .map((issue) => issue.path.join('.'))
        .join(', ')}`,
    );
  }
  return {
    runtimeConfig: { contact: contact.data },
    stage,
    mailFrom,
    salesInbox,
    logLevel: logLevel as Config['LOG_LEVEL'],
    corsAllowOrigin,
    chainSources,
    ...(chainKeysSecret ? { chainKeysSecret } : {}),
    deferIndexes,
  };
}

/**
 * The repository root: the nearest folder up from `from` holding cdk.json. Found by walking up
 * rather than from this file's URL because this module is loaded both as ESM (tsx, cdk synth)
 * and as CommonJS (ts-jest), and neither `import.meta` nor `__dirname` exists in both.
 */
export function findRepoRoot(from: string = process.cwd()): string {
  let dir = from;
  for (;;) {
    if (existsSync(join(dir, 'cdk.json')) && existsSync(join(dir, 'infra'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new AppConfigError(`No cdk.json found above ${from}; run from the repository`);
    dir = parent;
  }
}

import { mailCodePublicKeyOf, newMailCodeSeed } from '../../../functions/adapters/crypto/mail-code-seal';
import { type Config, ConfigError, parseConfig } from '../../../functions/platform/config';
import { tableDesign } from '../../../functions/platform/resource-design';
import { type RuntimeConfig, runtimeConfigSchema } from '../../../shared/contract/runtime-config.schema';
import { defaultPorts, type LocalPorts } from './ports';

/**
 * The one place the scripts read where the local stack listens: `npm start` moves its servers
 * with PORT, DYNAMODB_PORT, COGNITO_PORT, SES_PORT, SQS_PORT and SFN_PORT, and every script that
 * talks to that stack (plan:set, credits:check, labels:import, the seed) reads the same variables
 * here, so a second stack on moved ports is the one they change.
 */
const portVariables: Readonly<Record<keyof LocalPorts, string>> = {
  gateway: 'PORT',
  dynamodb: 'DYNAMODB_PORT',
  cognito: 'COGNITO_PORT',
  ses: 'SES_PORT',
  sqs: 'SQS_PORT',
  sfn: 'SFN_PORT',
};

type Env = Readonly<Record<string, string | undefined>>;

/** The local servers' ports: each variable when set, else `npm start`'s default. */
export function localPortsFrom(env: Env): LocalPorts {
  const portOf = (server: keyof LocalPorts): number => {
    const name = portVariables[server];
    const raw = env[name];
    if (raw === undefined || raw === '') return defaultPorts[server];
    const port = Number(raw);
    if (!Number.isInteger(port) || port <= 0 || port > 65_535) {
      throw new ConfigError(`${name}=${raw} is not a port number`);
    }
    return port;
  };
  return {
    gateway: portOf('gateway'),
    dynamodb: portOf('dynamodb'),
    cognito: portOf('cognito'),
    ses: portOf('ses'),
    sqs: portOf('sqs'),
    sfn: portOf('sfn'),
  };
}

/**
 * The endpoint of each local server on its port. Cognito's is `localhost`, not an address: it is
 * also the issuer of the tokens cognito-local signs.
 */
export const localEndpoints = (ports: LocalPorts) => ({
  dynamodb: `http://127.0.0.1:${ports.dynamodb}`,
  cognito: `http://localhost:${ports.cognito}`,
  ses: `http://127.0.0.1:${ports.ses}`,
  sqs: `http://127.0.0.1:${ports.sqs}`,
  sfn: `http://127.0.0.1:${ports.sfn}`,
});

/**
 * The configuration of an operator script that works on the table (plan:set, credits:check,
 * history:backfill, labels:import): the handlers' schema (functions/platform/config.ts) over the
 * environment, defaulting to the local stack's table and DynamoDB on DYNAMODB_PORT. STAGE=aws
 * (with TABLE_NAME) or DYNAMODB_ENDPOINT point it elsewhere. The scripts touch only the table, so
 * the pool and sender the schema asks for are placeholders unless the environment names them.
 */
export function scriptConfig(env: Env, script: string): Config {
  return parseConfig({
    // The local stack unless the environment says STAGE=aws: an operator script names its stage.
    STAGE: 'local',
    TABLE_NAME: tableDesign.name,
    USER_POOL_ID: `unused-by-${script}`,
    USER_POOL_CLIENT_ID: `unused-by-${script}`,
    MAIL_FROM: `unused-by-${script}@wallet-risk.local`,
    LOG_LEVEL: 'warn',
    ...(env.STAGE === 'aws' ? {} : { DYNAMODB_ENDPOINT: localEndpoints(localPortsFrom(env)).dynamodb }),
    ...env,
  });
}

/**
 * A mail code key pair for one run of the local stack, under the names the functions read on
 * AWS too: the accounts routes seal codes with the public half, the mail consumer opens them
 * with the private one's seed (functions/adapters/crypto/mail-code-seal.ts).
 */
export function localMailCodeKeys(): { MAIL_CODE_PUBLIC_KEY: string; MAIL_CODE_PRIVATE_KEY: string } {
  const seed = newMailCodeSeed();
  return { MAIL_CODE_PUBLIC_KEY: mailCodePublicKeyOf(seed), MAIL_CODE_PRIVATE_KEY: seed };
}

/**
 * The SPA's runtime config on the local stack (what the deploy writes from CDK context on AWS):
 * the public API's base URL (the local gateway, which serves /v1 as API Gateway does on AWS), and
 * the contact channels from CONTACT_CHAT_URL, CONTACT_SOCIAL_URL and CONTACT_SALES_EMAIL, each
 * left out when unset, so the SPA shows no link it was not given. A bad value stops the start.
 */
export function localRuntimeConfig(env: Env, publicApiUrl: string): RuntimeConfig {
  return runtimeConfigSchema.parse({
    public_api_url: publicApiUrl,
    contact: {
      ...(env.CONTACT_CHAT_URL ? { chat: env.CONTACT_CHAT_URL } : {}),
      ...(env.CONTACT_SOCIAL_URL ? { social: env.CONTACT_SOCIAL_URL } : {}),
      ...(env.CONTACT_SALES_EMAIL ? { sales_email: env.CONTACT_SALES_EMAIL } : {}),
    },
  });
}

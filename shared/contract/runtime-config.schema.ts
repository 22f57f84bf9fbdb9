import { z } from 'zod';

/**
 * What a deployment tells the SPA at run time, in one small JSON file beside index.html
 * (`/runtime-config.json`): written by the deploy from CDK context (infra spa-hosting), served by
 * the local gateway from its environment. One build serves every deployment; a setting left out
 * is a feature left out (a contact link not configured is not shown), never a placeholder.
 */
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

const httpsUrl = z.url({ protocol: /^https$/ });

export const runtimeConfigSchema = z.object({
  /** The product's public channels (spec 02 §2: a messaging-app support account, a social account). */
  contact: z
    .object({
      /** The support chat (a Telegram account, say). */
      chat: httpsUrl.optional(),
      /** The product's social account (an X account, say). */
      social: httpsUrl.optional(),
      /** The sales team's e-mail address, shown beside the contact-sales form. */
      sales_email: z.email().optional(),
    })
    .default({}),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

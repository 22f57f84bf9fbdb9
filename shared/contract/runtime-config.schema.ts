import { z } from 'zod';

/**
 * What a deployment tells the SPA at run time, in one small JSON file beside index.html
 * (`/runtime-config.json`): written by the deploy from CDK context (infra spa-hosting), served by
 * the local gateway from its environment. One build serves every deployment; a setting left out
 * is a feature left out (a contact link not configured is not shown), never a placeholder.
 */
const httpsUrl = z.url({ protocol: /^https$/ });

export const runtimeConfigSchema = z.object({
  /**
   * The public API's base URL, where its `/v1/...` paths start (no trailing slash): the stack's
   * API Gateway stage URL on AWS, the local gateway with `npm start`. The docs build every example
   * on it. http is allowed for the local stack only in practice; the deploy writes https.
   */
  public_api_url: z
    .url({ protocol: /^https?$/ })
    .refine((url) => !url.endsWith('/'), 'no trailing slash: paths start with /v1')
    .optional(),
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

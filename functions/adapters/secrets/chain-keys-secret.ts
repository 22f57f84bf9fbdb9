import { GetSecretValueCommand, type SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { z } from 'zod';

/** The chain API keys secret's JSON (docs/deploy.md, "Chain API keys"); a key left out is unset. */
export const chainKeysSecretSchema = z.strictObject({
  TRONGRID_API_KEY: z.string().min(1).optional(),
  ETHERSCAN_API_KEY: z.string().min(1).optional(),
});
export type ChainKeysSecret = z.infer<typeof chainKeysSecretSchema>;

export class ChainKeysSecretError extends Error {
  override name = 'ChainKeysSecretError';
}

/**
 * Reads the chain API keys from Secrets Manager. A secret that is not the expected JSON stops the
 * cold start rather than silently analysing on the simulated ledger; the error never quotes the
 * secret's text.
 */
export function createChainKeysSecretReader(client: SecretsManagerClient) {
  return async (secretId: string): Promise<ChainKeysSecret> => {
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
    if (SecretString === undefined) throw new ChainKeysSecretError(`Secret ${secretId} has no string value`);
    let json: unknown;
    try {
      json = JSON.parse(SecretString);
    } catch {
      throw new ChainKeysSecretError(`Secret ${secretId} is not JSON`);
    }
    const parsed = chainKeysSecretSchema.safeParse(json);
    if (!parsed.success) {
      // Key names only, never values.
      const fields = parsed.error.issues
        .map((issue) =>
          issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : issue.path.join('.') || '(root)',
        )
        .join(', ');
      throw new ChainKeysSecretError(`Secret ${secretId} is not the chain keys JSON (${fields})`);
    }
    return parsed.data;
  };
}

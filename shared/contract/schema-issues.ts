import type { z } from 'zod';

/**
 * `path: message` of every issue the schema finds in the input ([] when it parses), so a test
 * names the field and the text a 400 answer would.
 */
export const issuesOf = (schema: z.ZodType, input: unknown): string[] =>
  schema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

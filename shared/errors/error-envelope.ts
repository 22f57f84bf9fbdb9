import { z } from 'zod';
import type { Language } from '../i18n/languages';
import { catalogueEntry, type ErrorType } from './error-catalogue';

/**
 * Every error answer of both APIs: `{ "error": { type, status, message, code?, field?, data? } }`.
 * `type` and the default `message` come from the catalogue (spec 01 §8); `code` is a stable
 * machine-readable reason (see error-codes.ts) and `field` names the offending input on a 400.
 */
export const errorEnvelopeSchema = z
  .object({
    error: z.object({
      type: z.enum(['NETWORK', 'VALIDATION', 'AUTH', 'SERVER', 'UNKNOWN']),
      status: z.int().meta({ example: 400 }),
      message: z.string().meta({ example: 'Request parameters are incorrect, please check your input' }),
      code: z.string().optional().meta({ example: 'invalid_parameter' }),
      field: z.string().optional().meta({ example: 'email' }),
      data: z.unknown().optional(),
    }),
  })
  .meta({ id: 'ErrorEnvelope' });

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export interface ErrorDetails {
  readonly message?: string;
  readonly code?: string;
  readonly field?: string;
  readonly data?: unknown;
}

export function errorEnvelope(status: number, language: Language, details: ErrorDetails = {}): ErrorEnvelope {
  const entry = catalogueEntry(status);
  const type: ErrorType = entry.type;
  return {
    error: {
      type,
      status,
      message: details.message ?? entry.message[language],
      ...(details.code ? { code: details.code } : {}),
      ...(details.field ? { field: details.field } : {}),
      ...(details.data !== undefined ? { data: details.data } : {}),
    },
  };
}

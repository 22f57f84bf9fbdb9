import { z } from 'zod';
import { inquiryPlanKeys, SALES_INQUIRY_LIMITS } from '../rules/sales-inquiry-rules';
import { emailSchema } from './accounts.schema';

/**
 * The contact-sales form (spec 02 §2: plans are changed by the team; there is no online payment).
 * Public: anyone may ask, signed in or not. Every field is bounded so one message stays far
 * below a mail's and a queue message's limits.
 */

/** Control characters other than tab and line breaks: nothing a person types. */
const controlCharacter = /[^\P{Cc}\t\n\r]/u;
/** Tab and line breaks too: one-line fields end up in a mail's subject. */
const anyControlCharacter = /\p{Cc}/u;

/** Trimmed text without stray control characters, at most `max` characters. */
const text = (max: number, { multiline }: { multiline: boolean }) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => !(multiline ? controlCharacter : anyControlCharacter).test(s), {
      message: multiline ? 'Control characters are not allowed' : 'Use one line, without control characters',
    });

export const salesInquiryRequestSchema = z
  .object({
    name: text(SALES_INQUIRY_LIMITS.name, { multiline: false }).min(1).meta({ example: 'Ana Lima' }),
    email: emailSchema,
    company: text(SALES_INQUIRY_LIMITS.company, { multiline: false })
      .default('')
      .meta({ example: 'Example Exchange Ltd' }),
    plan: z.enum(inquiryPlanKeys).meta({ description: 'The plan of interest', example: 'professional' }),
    message: text(SALES_INQUIRY_LIMITS.message, { multiline: true })
      .min(1)
      .meta({ example: 'We screen about 2,000 deposit addresses a month and want API access.' }),
  })
  .meta({ id: 'SalesInquiryRequest' });

export const salesInquiryResponseSchema = z
  .object({
    received: z.literal(true),
    /** The inquiry's reference, to quote in a follow-up. */
    reference: z.string().meta({ example: 'SI-7G2K9Q4M' }),
  })
  .meta({ id: 'SalesInquiryResponse' });

export type SalesInquiryRequest = z.infer<typeof salesInquiryRequestSchema>;
export type SalesInquiryResponse = z.infer<typeof salesInquiryResponseSchema>;

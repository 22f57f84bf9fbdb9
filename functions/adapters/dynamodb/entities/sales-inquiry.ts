import { z } from 'zod';
import { languages } from '../../../../shared/i18n/languages';
import { inquiryPlanKeys } from '../../../../shared/rules/sales-inquiry-rules';
import type { SalesInquiry } from '../../../domain/sales/sales-inquiry';
import { camelCased, snakeCased } from './entity';
import type { EntityDoc } from './entity-doc';
import { documented, soleItem, text } from './key-template';

/**
 * A contact-sales message (domain/sales/sales-inquiry.ts), in a partition of its own: it is
 * written once, read once by the mail consumer, and kept as the record of what was asked.
 */
export const salesInquiryKey = soleItem('SALES#', text('inquiry id'), 'INQUIRY');

export const salesInquiryItemSchema = z.object({
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  plan: z.enum(inquiryPlanKeys),
  message: z.string(),
  language: z.enum(languages),
  /** Epoch ms. */
  received_at_ms: z.number(),
  /** Epoch ms; absent until the sales inbox was mailed. */
  mailed_at_ms: z.number().optional(),
});

/** An inquiry as stored: its fields but the id (in the key). */
export const toSalesInquiryItem = ({ id, ...inquiry }: SalesInquiry) => ({
  ...salesInquiryKey(id),
  type: 'SalesInquiry',
  ...snakeCased(inquiry),
});

export const salesInquiryFromItem = (id: string, item: Record<string, unknown>): SalesInquiry => ({
  id,
  ...camelCased(salesInquiryItemSchema.parse(item)),
});

export const salesInquiryDocs: readonly EntityDoc[] = [
  {
    item: 'sales inquiry',
    key: documented(salesInquiryKey, 'k3Jq9xV0bW2mT7sLc4NfPa'),
    reads: ['the mail consumer reads it by id to mail the sales inbox'],
    holds:
      'reference (SI-…, quoted in the mail), name, email, company, plan, message, language, received_at_ms, mailed_at_ms (epoch ms, set once mailed)',
  },
];

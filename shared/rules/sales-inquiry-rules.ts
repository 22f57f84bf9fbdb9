import { type PlanDefinition, plans } from '../constants/plans';

/**
 * The contact-sales form's rules, apart from its schema (shared/contract/sales-inquiry.schema.ts)
 * so the pricing page can draw the form without loading zod.
 */

/** The plans one can ask sales for: every plan but the free one. */
export const inquiryPlanKeys = plans.filter((p) => p.packageType > 0).map((p) => p.key) as [
  PlanDefinition['key'],
  ...PlanDefinition['key'][],
];

export const SALES_INQUIRY_LIMITS = {
  name: 100,
  company: 120,
  message: 2000,
} as const;

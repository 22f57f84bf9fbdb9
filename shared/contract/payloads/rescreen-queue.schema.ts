import { z } from 'zod';
import { chains } from '../../rules/chain-rules';
import { riskCategories } from '../../rules/query-rules';

/**
 * The bodies of the re-screen queue (`wallet-risk-rescreen`, functions/platform/resource-design.ts):
 * a label import or refresh puts the addresses that gained a risk category
 * (functions/domain/labels/risk-label-changes.ts), at most RESCREEN_CHANGES_PER_MESSAGE a message;
 * the consumer (functions/workers/label-rescreen) raises a known_risk alert for every monitored
 * address that dealt with one of them within the look-back window.
 */
export const RESCREEN_CHANGES_PER_MESSAGE = 100;

export const rescreenChangeSchema = z.object({
  address: z.string().min(1).max(128),
  category: z.enum(riskCategories).exclude(['normal']),
  source: z.string().min(1).max(64),
  /** YYYY-MM-DD: the label's date. */
  source_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

export const rescreenMessageSchema = z.object({
  chain: z.enum(chains),
  changes: z.array(rescreenChangeSchema).min(1).max(RESCREEN_CHANGES_PER_MESSAGE),
});
export type RescreenMessage = z.infer<typeof rescreenMessageSchema>;

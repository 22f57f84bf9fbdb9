import { z } from 'zod';
import { alertIdSchema } from './alert-queue.schema';

/**
 * The "alert delivery" state machine (infra/lib/constructs/alert-delivery.ts), one execution per
 * alert, named by its id:
 *
 *   Charge ─► Paid? ─no─► Done            (3 credits through the ledger, idempotent on the alert id)
 *              └─yes─► Parallel ┬─ Webhooks ─► Retry? ─yes─► Wait(wait_seconds) ─► Webhooks …
 *                               │                 └─no─► end
 *                               └─ Emails ─► end
 *
 * Each task records its channel's notification status and every attempt as it goes, so the
 * record is never behind what was sent. Task inputs and outputs are checked both ways.
 */
export const alertDeliveryInputSchema = z.object({ alert_id: alertIdSchema });

export const chargeOutputSchema = z.object({ alert_id: alertIdSchema, charged: z.boolean() });

export const webhookRoundSchema = z.object({
  alert_id: alertIdSchema,
  /** Rounds done so far (0 before the first). */
  round: z.int().min(0).default(0),
  /** URLs still to deliver to; absent before the first round (then: every URL of the config). */
  pending: z.array(z.string()).optional(),
});

export const webhookRoundOutputSchema = z.object({
  alert_id: alertIdSchema,
  round: z.int().min(1),
  pending: z.array(z.string()),
  /** true: wait `wait_seconds` and run another round. */
  retry: z.boolean(),
  wait_seconds: z.int().min(0),
});

export const alertDeliveryTasks = {
  charge: { input: alertDeliveryInputSchema, output: chargeOutputSchema },
  deliverWebhooks: { input: webhookRoundSchema, output: webhookRoundOutputSchema },
  sendEmails: { input: alertDeliveryInputSchema, output: alertDeliveryInputSchema },
} as const;

export type AlertDeliveryTaskName = keyof typeof alertDeliveryTasks;

import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';

/** Lambda entries for workflows.test.ts: what the fake template's functions point at. */
export class RiskRejected extends Error {
  override name = 'RiskRejected';
}

export const prepare = async (event: { id: string; amount: number }) => ({ ...event, prepared: true });

export const screen = async (event: { id: string; amount: number; reject?: boolean }) => {
  if (event.reject) throw new RiskRejected(`amount ${event.amount} rejected`);
  return { ...event, screened: true };
};

/** Fails the messages whose body is "bad", as a consumer with ReportBatchItemFailures does. */
export const consume = async (event: SQSEvent): Promise<SQSBatchResponse> => ({
  batchItemFailures: event.Records.filter((r) => r.body === 'bad').map((r) => ({
    itemIdentifier: r.messageId,
  })),
});

/** A scheduled function: answers the event it was given, so a test can look at it. */
export const sweep = async (event: unknown) => ({ swept: true, event });

import type { SQSEvent } from 'aws-lambda';

/** A queue's batch as its consumer receives it: message i has the id `m<i>` and the i-th body. */
export const sqsEvent = (...bodies: string[]): SQSEvent =>
  ({ Records: bodies.map((body, i) => ({ messageId: `m${i}`, body })) }) as unknown as SQSEvent;

import { type DynamoDBDocumentClient, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import type { ItemKey } from './entities/entity';

/** The condition that an item does not exist yet (PK alone identifies absence). */
export const NOT_EXISTS = 'attribute_not_exists(PK)';

/** The condition that an item exists (an update must not create a removed item again). */
export const EXISTS = 'attribute_exists(PK)';

/**
 * True when a condition said no. A cancelled transaction counts only when one of its conditions
 * failed: a TransactionConflict or a throttled item is transient and must not read as "exists".
 */
export function isConditionFailure(error: unknown): boolean {
  if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return true;
  return cancellationCodes(error).includes('ConditionalCheckFailed');
}

/**
 * The reason code of each item of a cancelled transaction, in TransactItems order ('None' for an
 * item that was fine); empty for any other error.
 */
export function cancellationCodes(error: unknown): string[] {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return [];
  const reasons = (error as { CancellationReasons?: readonly { Code?: string }[] }).CancellationReasons;
  return (reasons ?? []).map((reason) => reason.Code ?? 'None');
}

/**
 * Runs a conditional write: true when it landed, false when its condition said no; any other
 * error is thrown.
 */
export async function whenAllowed(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Moves a marker attribute of an item only forward: a value not above the stored one (written late
 * by another tab, a retried or delayed message) fails the condition and leaves the newer one.
 * `also` are attributes set with it (the item's type, its TTL). True when the marker moved.
 */
export function moveForward(
  ddb: DynamoDBDocumentClient,
  table: string,
  key: ItemKey,
  marker: string,
  value: number | string,
  also: Readonly<Record<string, unknown>> = {},
): Promise<boolean> {
  const others = Object.entries(also);
  return whenAllowed(
    ddb.send(
      new UpdateCommand({
        TableName: table,
        Key: key,
        UpdateExpression: `SET ${['#marker = :marker', ...others.map((_, i) => `#a${i} = :a${i}`)].join(', ')}`,
        ConditionExpression: 'attribute_not_exists(#marker) OR #marker < :marker',
        ExpressionAttributeNames: Object.fromEntries([
          ['#marker', marker],
          ...others.map(([name], i) => [`#a${i}`, name]),
        ]),
        ExpressionAttributeValues: Object.fromEntries([
          [':marker', value],
          ...others.map(([, set], i) => [`:a${i}`, set]),
        ]),
      }),
    ),
  );
}

/**
 * Runs a conditional update and answers what `answer` makes of the attributes it returned (its
 * ReturnValues), or undefined when its condition said no; any other error is thrown.
 */
export async function updatedWhenAllowed<T>(
  ddb: DynamoDBDocumentClient,
  update: UpdateCommandInput,
  answer: (attributes: Record<string, unknown> | undefined) => T,
): Promise<T | undefined> {
  try {
    const { Attributes } = await ddb.send(new UpdateCommand(update));
    return answer(Attributes);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

import { type DynamoDBDocumentClient, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';

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

import {
  DeleteCommand,
  type DynamoDBDocumentClient,
  PutCommand,
  UpdateCommand,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { SessionFamilyRepository } from '../../domain/accounts/account.ports';
import { whenAllowed } from './conditions';
import { sessionsCutOffItemSchema, sessionsCutOffKey } from './entities/account';
import { sessionFamilyFromItem, sessionFamilyKey, toSessionFamilyItem } from './entities/session-family';
import { getItem } from './reads';

/**
 * Refresh-token families (the domain's SessionFamilyRepository port): one item per sign-in, read
 * with the account's session cut-off, and moved to its next generation (or its grace window used
 * up) by a conditional update, so of two refreshes racing with one token only one can win.
 */
export function createSessionFamilyRepository(
  ddb: DynamoDBDocumentClient,
  table: string,
): SessionFamilyRepository {
  /** A conditional update of the family's item: false when its condition said no. */
  const updateFamily = (
    familyId: string,
    update: Pick<
      UpdateCommandInput,
      'UpdateExpression' | 'ConditionExpression' | 'ExpressionAttributeValues'
    >,
  ): Promise<boolean> =>
    whenAllowed(
      ddb.send(new UpdateCommand({ TableName: table, Key: sessionFamilyKey(familyId), ...update })),
    );

  return {
    async open(family) {
      await ddb.send(new PutCommand({ TableName: table, Item: toSessionFamilyItem(family) }));
    },

    async find(familyId) {
      const item = await getItem(ddb, table, sessionFamilyKey(familyId), { consistent: true });
      if (!item) return undefined;
      const family = sessionFamilyFromItem(familyId, item);
      const cutOff = await getItem(ddb, table, sessionsCutOffKey(family.userId), { consistent: true });
      return { family, sessionsCutOffMs: sessionsCutOffItemSchema.parse(cutOff ?? {}).not_before_ms };
    },

    async rotate(familyId, from, next) {
      return updateFamily(familyId, {
        UpdateExpression:
          'SET generation = :next, token_hash = :nextHash, last_used_ms = :used, sealed_provider_token = :sealed, ' +
          'replaced_token_hash = :replacedHash, replaced_sealed = :replacedSealed, replaced_at_ms = :replacedAt',
        ConditionExpression: 'generation = :from AND token_hash = :fromHash',
        ExpressionAttributeValues: {
          ':from': from.generation,
          ':fromHash': from.tokenHash,
          ':next': next.generation,
          ':nextHash': next.tokenHash,
          ':used': next.lastUsedMs,
          ':sealed': next.sealedProviderToken,
          ':replacedHash': next.replaced.tokenHash,
          ':replacedSealed': next.replaced.sealedGrace,
          ':replacedAt': next.replaced.replacedAtMs,
        },
      });
    },

    async spendGrace(familyId, at, lastUsedMs) {
      return updateFamily(familyId, {
        UpdateExpression:
          'SET last_used_ms = :used REMOVE replaced_token_hash, replaced_sealed, replaced_at_ms',
        ConditionExpression: 'generation = :at AND replaced_token_hash = :replacedHash',
        ExpressionAttributeValues: {
          ':at': at.generation,
          ':replacedHash': at.replacedTokenHash,
          ':used': lastUsedMs,
        },
      });
    },

    async end(familyId) {
      await ddb.send(new DeleteCommand({ TableName: table, Key: sessionFamilyKey(familyId) }));
    },
  };
}

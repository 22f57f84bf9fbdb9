import { type DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ApiKeyChanges, ApiKeyRepository } from '../../domain/api-keys/api-key.ports';
import { EXISTS, isConditionFailure, NOT_EXISTS, updatedWhenAllowed, whenAllowed } from './conditions';
import {
  API_KEY_PREFIX,
  apiKeyAttributeOf,
  apiKeyFromItem,
  apiKeyHashItemSchema,
  apiKeyHashKey,
  apiKeyKey,
  toApiKeyHashItem,
  toApiKeyItem,
} from './entities/api-key';
import { userPartition } from './entities/entity';
import { listCountsKey } from './entities/list-counts';
import { planFromItem, planKey } from './entities/plan';
import { getItem, queryPrefix } from './reads';
import { type ConflictRetry, transactWrite } from './transact-write';

/**
 * API keys in the single table (entities/api-key.ts): the key item and its hash lookup item,
 * put and deleted together with `api_keys` on the user's list counts, moved in the same
 * transaction, so the plan's cap holds under concurrent creates; `api_key_seq` hands out ids.
 */
export function createApiKeyRepository(
  ddb: DynamoDBDocumentClient,
  table: string,
  options: { conflictRetry?: ConflictRetry } = {},
): ApiKeyRepository {
  const get = async (userId: string, id: number) => {
    const item = await getItem(ddb, table, apiKeyKey(userId, id), { consistent: true });
    return item ? apiKeyFromItem(item) : undefined;
  };

  /** An update of an existing key only (a deleted one stays deleted); false when it is gone. */
  const updateKey = (
    userId: string,
    id: number,
    set: string,
    values: Record<string, unknown>,
    condition = '',
  ) =>
    whenAllowed(
      ddb.send(
        new UpdateCommand({
          TableName: table,
          Key: apiKeyKey(userId, id),
          UpdateExpression: `SET ${set}`,
          ConditionExpression: `${EXISTS}${condition}`,
          ExpressionAttributeValues: values,
        }),
      ),
    );

  return {
    async nextId(userId) {
      const { Attributes } = await ddb.send(
        new UpdateCommand({
          TableName: table,
          Key: listCountsKey(userId),
          UpdateExpression: 'ADD api_key_seq :one',
          ExpressionAttributeValues: { ':one': 1 },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return Attributes?.api_key_seq as number;
    },

    async create(record, cap) {
      try {
        await transactWrite(
          ddb,
          {
            TransactItems: [
              { Put: { TableName: table, Item: toApiKeyItem(record), ConditionExpression: NOT_EXISTS } },
              { Put: { TableName: table, Item: toApiKeyHashItem(record), ConditionExpression: NOT_EXISTS } },
              {
                Update: {
                  TableName: table,
                  Key: listCountsKey(record.userId),
                  UpdateExpression: 'ADD api_keys :one',
                  ConditionExpression: 'attribute_not_exists(api_keys) OR api_keys < :cap',
                  ExpressionAttributeValues: { ':one': 1, ':cap': cap },
                },
              },
            ],
          },
          options.conflictRetry,
        );
        return 'created';
      } catch (error) {
        // The id is fresh and the hash 178 random bits: only the cap can refuse.
        if (isConditionFailure(error)) return 'limit';
        throw error;
      }
    },

    async list(userId) {
      const items = await queryPrefix(ddb, table, userPartition(userId), API_KEY_PREFIX, {
        ScanIndexForward: false,
        ConsistentRead: true,
      });
      return items.map(apiKeyFromItem);
    },

    get,

    async update(userId, id, changes, updatedAt) {
      const names: Record<string, string> = { '#updated_at': 'updated_at' };
      const values: Record<string, unknown> = { ':updated_at': updatedAt };
      const sets = ['#updated_at = :updated_at'];
      for (const [field, value] of Object.entries(changes)) {
        if (value === undefined) continue;
        const attribute = apiKeyAttributeOf[field as keyof ApiKeyChanges];
        names[`#${attribute}`] = attribute;
        values[`:${attribute}`] = Array.isArray(value) ? [...value] : value;
        sets.push(`#${attribute} = :${attribute}`);
      }
      return updatedWhenAllowed(
        ddb,
        {
          TableName: table,
          Key: apiKeyKey(userId, id),
          UpdateExpression: `SET ${sets.join(', ')}`,
          ConditionExpression: EXISTS,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_NEW',
        },
        (attributes) => (attributes ? apiKeyFromItem(attributes) : undefined),
      );
    },

    async delete(userId, id) {
      const current = await get(userId, id);
      if (!current) return undefined;
      // Conditional on the API Gateway key read here too, so the key answered is the one deleted
      // (an authorizer recording a first use in between makes this call lose, not leak that key).
      // Undefined when a concurrent call changed or deleted it in between.
      const deleted = await whenAllowed(
        transactWrite(
          ddb,
          {
            TransactItems: [
              {
                Delete: {
                  TableName: table,
                  Key: apiKeyKey(userId, id),
                  ConditionExpression:
                    current.usagePlanKeyId === null
                      ? 'key_hash = :hash AND (attribute_not_exists(usage_plan_key_id) OR usage_plan_key_id = :null)'
                      : 'key_hash = :hash AND usage_plan_key_id = :gateway_key',
                  ExpressionAttributeValues: {
                    ':hash': current.keyHash,
                    ...(current.usagePlanKeyId === null
                      ? { ':null': null }
                      : { ':gateway_key': current.usagePlanKeyId }),
                  },
                },
              },
              { Delete: { TableName: table, Key: apiKeyHashKey(current.keyHash) } },
              {
                Update: {
                  TableName: table,
                  Key: listCountsKey(userId),
                  UpdateExpression: 'ADD api_keys :minus',
                  ExpressionAttributeValues: { ':minus': -1 },
                },
              },
            ],
          },
          options.conflictRetry,
        ),
      );
      return deleted ? current : undefined;
    },

    async findByHash(keyHash) {
      const found = await getItem(ddb, table, apiKeyHashKey(keyHash));
      if (!found) return undefined;
      const lookup = apiKeyHashItemSchema.parse(found);
      // Strongly consistent: a key disabled or a plan downgraded a moment ago is refused at once.
      const [key, plan] = await Promise.all([
        getItem(ddb, table, apiKeyKey(lookup.user_id, lookup.key_id), { consistent: true }),
        getItem(ddb, table, planKey(lookup.user_id), { consistent: true }),
      ]);
      if (!key || key.key_hash !== keyHash) return undefined;
      return { key: apiKeyFromItem(key), plan: plan && planFromItem(plan) };
    },

    recordUsagePlanTier: (userId, id, tier, usagePlanKeyId) =>
      // False when deleted meanwhile: the caller removes the API Gateway key it just made.
      updateKey(userId, id, 'usage_plan_tier = :tier, usage_plan_key_id = :gateway_key', {
        ':tier': tier,
        ':gateway_key': usagePlanKeyId,
      }),

    async touchLastUsed(userId, id, nowMs, minIntervalMs) {
      await updateKey(
        userId,
        id,
        'last_used_at = :now',
        { ':now': nowMs, ':null': null, ':stale': nowMs - minIntervalMs },
        ' AND (attribute_not_exists(last_used_at) OR last_used_at = :null OR last_used_at < :stale)',
      );
    },
  };
}

import { type DynamoDBDocumentClient, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PlanState } from '../../domain/accounts/plan-credits';
import type { ApiKeyChanges, ApiKeyRecord, ApiKeyRepository } from '../../domain/api-keys/api-key.ports';
import { API_KEY_PREFIX, isConditionFailure, keys, NOT_EXISTS } from './keys';
import { planFromItem } from './plan-item';
import { type ConflictRetry, transactWrite } from './transact-write';

/**
 * API keys (issue 11) in the single table:
 * - the key item `USER#<sub>` / `APIKEY#<id>` holds everything the console lists and the
 *   authorizer checks, with the key's SHA-256 (never the key);
 * - the lookup item `APIKEYHASH#<sha256>` / `APIKEY` maps a presented key to its owner and id;
 * - `api_keys` on the user's `LIST_COUNTS` counts the keys, moved in the same transaction as the
 *   key, so the plan's cap holds under concurrent creates; `api_key_seq` hands out ids.
 */
export function createApiKeyRepository(
  ddb: DynamoDBDocumentClient,
  table: string,
  options: { conflictRetry?: ConflictRetry } = {},
): ApiKeyRepository {
  const toItem = (r: ApiKeyRecord) => ({
    ...keys.apiKey(r.userId, r.id),
    type: 'ApiKey',
    user_id: r.userId,
    key_id: r.id,
    name: r.name,
    description: r.description,
    key_hash: r.keyHash,
    key_prefix: r.keyPrefix,
    key_suffix: r.keySuffix,
    status: r.status,
    permissions: [...r.permissions],
    expires_at: r.expiresAt,
    allowed_ips: [...r.allowedIps],
    created_at: r.createdAt,
    updated_at: r.updatedAt,
    last_used_at: r.lastUsedAt,
    usage_plan_tier: r.usagePlanTier,
  });

  const fromItem = (item: Record<string, unknown>): ApiKeyRecord => ({
    userId: item.user_id as string,
    id: item.key_id as number,
    name: item.name as string,
    description: (item.description as string | undefined) ?? '',
    keyHash: item.key_hash as string,
    keyPrefix: item.key_prefix as string,
    keySuffix: item.key_suffix as string,
    status: item.status === 1 ? 1 : 0,
    permissions: (item.permissions as ApiKeyRecord['permissions']) ?? [],
    expiresAt: (item.expires_at as number) ?? 0,
    allowedIps: (item.allowed_ips as string[]) ?? [],
    createdAt: item.created_at as number,
    updatedAt: item.updated_at as number,
    lastUsedAt: (item.last_used_at as number | null | undefined) ?? null,
    usagePlanTier: (item.usage_plan_tier as string | null | undefined) ?? null,
  });

  const planOfItem = (item: Record<string, unknown> | undefined): PlanState | undefined =>
    item && planFromItem(item);

  const attributeOf: Record<keyof ApiKeyChanges, string> = {
    name: 'name',
    description: 'description',
    status: 'status',
    permissions: 'permissions',
    expiresAt: 'expires_at',
    allowedIps: 'allowed_ips',
  };

  async function get(userId: string, id: number): Promise<ApiKeyRecord | undefined> {
    const { Item } = await ddb.send(
      new GetCommand({ TableName: table, Key: keys.apiKey(userId, id), ConsistentRead: true }),
    );
    return Item ? fromItem(Item) : undefined;
  }

  return {
    async nextId(userId) {
      const { Attributes } = await ddb.send(
        new UpdateCommand({
          TableName: table,
          Key: keys.userListCounts(userId),
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
              { Put: { TableName: table, Item: toItem(record), ConditionExpression: NOT_EXISTS } },
              {
                Put: {
                  TableName: table,
                  Item: {
                    ...keys.apiKeyHash(record.keyHash),
                    type: 'ApiKeyHash',
                    user_id: record.userId,
                    key_id: record.id,
                  },
                  ConditionExpression: NOT_EXISTS,
                },
              },
              {
                Update: {
                  TableName: table,
                  Key: keys.userListCounts(record.userId),
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
      const { Items = [] } = await ddb.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
          ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': API_KEY_PREFIX },
          ScanIndexForward: false,
          ConsistentRead: true,
        }),
      );
      return Items.map(fromItem);
    },

    get,

    async update(userId, id, changes, updatedAt) {
      const names: Record<string, string> = { '#updated_at': 'updated_at' };
      const values: Record<string, unknown> = { ':updated_at': updatedAt };
      const sets = ['#updated_at = :updated_at'];
      for (const [field, value] of Object.entries(changes)) {
        if (value === undefined) continue;
        const attribute = attributeOf[field as keyof ApiKeyChanges];
        names[`#${attribute}`] = attribute;
        values[`:${attribute}`] = Array.isArray(value) ? [...value] : value;
        sets.push(`#${attribute} = :${attribute}`);
      }
      try {
        const { Attributes } = await ddb.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.apiKey(userId, id),
            UpdateExpression: `SET ${sets.join(', ')}`,
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
            ReturnValues: 'ALL_NEW',
          }),
        );
        return Attributes ? fromItem(Attributes) : undefined;
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    },

    async delete(userId, id) {
      const current = await get(userId, id);
      if (!current) return false;
      try {
        await transactWrite(
          ddb,
          {
            TransactItems: [
              {
                Delete: {
                  TableName: table,
                  Key: keys.apiKey(userId, id),
                  ConditionExpression: 'key_hash = :hash',
                  ExpressionAttributeValues: { ':hash': current.keyHash },
                },
              },
              { Delete: { TableName: table, Key: keys.apiKeyHash(current.keyHash) } },
              {
                Update: {
                  TableName: table,
                  Key: keys.userListCounts(userId),
                  UpdateExpression: 'ADD api_keys :minus',
                  ExpressionAttributeValues: { ':minus': -1 },
                },
              },
            ],
          },
          options.conflictRetry,
        );
        return true;
      } catch (error) {
        // Deleted by a concurrent call in between: it is gone, but not by this call.
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    async findByHash(keyHash) {
      const { Item: lookup } = await ddb.send(
        new GetCommand({ TableName: table, Key: keys.apiKeyHash(keyHash) }),
      );
      if (!lookup) return undefined;
      const userId = lookup.user_id as string;
      // Strongly consistent: a key disabled or a plan downgraded a moment ago is refused at once.
      const [key, plan] = await Promise.all([
        ddb.send(
          new GetCommand({
            TableName: table,
            Key: keys.apiKey(userId, lookup.key_id as number),
            ConsistentRead: true,
          }),
        ),
        ddb.send(new GetCommand({ TableName: table, Key: keys.userPlan(userId), ConsistentRead: true })),
      ]);
      if (!key.Item || key.Item.key_hash !== keyHash) return undefined;
      return { key: fromItem(key.Item), plan: planOfItem(plan.Item) };
    },

    async recordUsagePlanTier(userId, id, tier) {
      try {
        await ddb.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.apiKey(userId, id),
            UpdateExpression: 'SET usage_plan_tier = :tier',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':tier': tier },
          }),
        );
      } catch (error) {
        // Deleted meanwhile: nothing to record.
        if (!isConditionFailure(error)) throw error;
      }
    },

    async touchLastUsed(userId, id, nowMs, minIntervalMs) {
      try {
        await ddb.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.apiKey(userId, id),
            UpdateExpression: 'SET last_used_at = :now',
            ConditionExpression:
              'attribute_exists(PK) AND (attribute_not_exists(last_used_at) OR last_used_at = :null OR last_used_at < :stale)',
            ExpressionAttributeValues: { ':now': nowMs, ':null': null, ':stale': nowMs - minIntervalMs },
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },
  };
}

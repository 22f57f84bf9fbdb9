import { type DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { KnownDeviceRepository } from '../../domain/accounts/account.ports';
import { sessionsCutOffItemSchema, sessionsCutOffKey } from './entities/account';
import { knownDeviceFromItem, knownDeviceKey, toKnownDeviceItem } from './entities/known-device';
import { getItem } from './reads';

/**
 * Known devices (the domain's KnownDeviceRepository port): one item per e-mail and device token
 * hash, read with the account's session cut-off so the domain can tell whether the device was
 * known before a reset or "log out everywhere".
 */
export function createKnownDeviceRepository(
  ddb: DynamoDBDocumentClient,
  table: string,
): KnownDeviceRepository {
  return {
    async find(email, deviceHash) {
      const item = await getItem(ddb, table, knownDeviceKey(email, deviceHash), { consistent: true });
      if (!item) return undefined;
      const device = knownDeviceFromItem(deviceHash, item);
      const cutOff = await getItem(ddb, table, sessionsCutOffKey(device.userId), { consistent: true });
      return { device, sessionsCutOffMs: sessionsCutOffItemSchema.parse(cutOff ?? {}).not_before_ms };
    },

    async remember(device) {
      await ddb.send(new PutCommand({ TableName: table, Item: toKnownDeviceItem(device) }));
    },
  };
}

import {
  type APIGatewayClient,
  ConflictException,
  CreateApiKeyCommand,
  CreateUsagePlanKeyCommand,
  DeleteApiKeyCommand,
  GetApiKeysCommand,
  GetUsagePlansCommand,
  NotFoundException,
} from '@aws-sdk/client-api-gateway';

/**
 * API Gateway's API keys and usage plans in memory, as the usage-plan key adapter uses them:
 * values unique (a second create with one conflicts), `nameQuery` a prefix match, pages of
 * small pages with a `position` (2 keys a page, so a caller must read on), deletes of unknown ids answered NotFound.
 */
export function fakeApiGateway(planNames: readonly string[]) {
  const keys = new Map<string, { id: string; name: string; value: string }>();
  const plans = planNames.map((name, i) => ({ id: `plan${i}`, name, keys: new Set<string>() }));
  let next = 1;
  const sent: string[] = [];
  const meta = { $metadata: {}, message: '' };

  const page = <T>(items: T[], position: string | undefined, limit = 25) => {
    const start = Number(position ?? 0);
    const end = start + limit;
    return { items: items.slice(start, end), position: end < items.length ? String(end) : undefined };
  };

  async function send(command: unknown): Promise<unknown> {
    sent.push((command as object).constructor.name);
    if (command instanceof GetUsagePlansCommand) return page(plans, command.input.position);
    if (command instanceof CreateApiKeyCommand) {
      const { name = '', value = '' } = command.input;
      if ([...keys.values()].some((k) => k.value === value))
        throw new ConflictException({ ...meta, message: 'API Key already exists' });
      const id = `k${next++}`;
      keys.set(id, { id, name, value });
      return { id, name };
    }
    if (command instanceof GetApiKeysCommand) {
      const { nameQuery = '', includeValues, position, limit } = command.input;
      const found = [...keys.values()]
        .filter((k) => k.name.startsWith(nameQuery))
        .map((k) => (includeValues ? { ...k } : { id: k.id, name: k.name }));
      return page(found, position, Math.min(limit ?? 25, 2));
    }
    if (command instanceof CreateUsagePlanKeyCommand) {
      const plan = plans.find((p) => p.id === command.input.usagePlanId);
      if (!plan || !keys.has(command.input.keyId ?? '')) throw new NotFoundException(meta);
      if (plan.keys.has(command.input.keyId!)) throw new ConflictException(meta);
      plan.keys.add(command.input.keyId!);
      return {};
    }
    if (command instanceof DeleteApiKeyCommand) {
      const id = command.input.apiKey ?? '';
      if (!keys.delete(id)) throw new NotFoundException(meta);
      for (const plan of plans) plan.keys.delete(id);
      return {};
    }
    throw new Error(`fake API Gateway: ${(command as object).constructor.name} not modelled`);
  }

  return {
    client: { send } as unknown as APIGatewayClient,
    keys,
    plans,
    sent,
    /** Adds a key as an earlier process (or version of the code) left it. */
    add(name: string, value: string): string {
      const id = `k${next++}`;
      keys.set(id, { id, name, value });
      return id;
    },
  };
}

import { z } from 'zod';
import { operations } from './operations';

/**
 * Every input of every operation is bounded in its schema: each string by a maximum length (or an
 * enum, a constant, or an anchored pattern whose quantifiers all have an upper bound), each list
 * by a maximum count, each free-keyed map by a maximum of keys. So no request, however odd, can
 * carry a value that reaches a storage limit (DynamoDB's 1,024-byte keys, 400 KB items) and turns
 * into a 500: it is a 400 naming the field.
 */
type Json = Record<string, unknown>;

const unboundedQuantifier = /[*+]|\{\d+,\}/;
const isBoundedPattern = (pattern: unknown): boolean =>
  typeof pattern === 'string' &&
  pattern.startsWith('^') &&
  pattern.endsWith('$') &&
  !unboundedQuantifier.test(pattern);

/** The paths of every unbounded string, list and map in the schema's input side. */
function unboundedInputs(schema: z.ZodType, root = 'input'): string[] {
  const document = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as Json;
  const defs = (document.$defs ?? {}) as Record<string, Json>;
  const found: string[] = [];
  const visited = new Set<string>();
  const visit = (node: unknown, path: string): void => {
    if (typeof node !== 'object' || node === null) return;
    const s = node as Json;
    if (typeof s.$ref === 'string') {
      const name = decodeURIComponent(s.$ref.split('/').pop()!);
      if (!visited.has(name)) {
        visited.add(name);
        visit(defs[name], path);
      }
      return;
    }
    const types = ([] as unknown[]).concat(s.type ?? []);
    const constrained = s.enum !== undefined || s.const !== undefined;
    if (types.includes('string') && !constrained && s.maxLength === undefined && !isBoundedPattern(s.pattern))
      found.push(`${path}: string without a maximum length`);
    if (types.includes('array') && s.maxItems === undefined)
      found.push(`${path}: list without a maximum count`);
    const extra = s.additionalProperties;
    if (typeof extra === 'object' && extra !== null && s.maxProperties === undefined)
      found.push(`${path}: map without a maximum of keys`);
    for (const [key, child] of Object.entries((s.properties ?? {}) as Json)) visit(child, `${path}.${key}`);
    visit(s.items, `${path}[]`);
    if (typeof extra === 'object') visit(extra, `${path}{}`);
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const)
      for (const child of (s[key] ?? []) as unknown[]) visit(child, path);
  };
  visit(document, root);
  return found;
}

describe('request inputs', () => {
  it('are bounded everywhere: strings by length, lists by count', () => {
    const found = Object.entries(operations).flatMap(([operationId, contract]) =>
      (['body', 'query', 'params'] as const).flatMap((part) => {
        const schema = (contract as Partial<Record<typeof part, z.ZodType>>)[part];
        return schema ? unboundedInputs(schema, `${operationId}.${part}`) : [];
      }),
    );
    expect(found).toEqual([]);
  });

  it('are checked by a walk that finds what is unbounded', () => {
    const loose = z.object({
      name: z.string(),
      pin: z.string().regex(/^\d+$/),
      tags: z.array(z.string().max(8)),
      labels: z.record(z.string().max(8), z.string().max(8)),
      nested: z.object({ note: z.string().optional() }),
      kind: z.enum(['a', 'b']),
      code: z.string().regex(/^\d{6}$/),
    });
    expect(unboundedInputs(loose)).toEqual([
      'input.name: string without a maximum length',
      'input.pin: string without a maximum length',
      'input.tags: list without a maximum count',
      'input.labels: map without a maximum of keys',
      'input.nested.note: string without a maximum length',
    ]);
  });
});

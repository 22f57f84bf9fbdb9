import type { z } from 'zod';
import type { OperationId } from '../api/routes';

/**
 * What a request's parameters may be called. Spec 02's docs text names some parameters its
 * tables spell otherwise (`page`/`pageSize` for the histories' `offset`/`limit`, `type`,
 * `startTime`, `endTime` for the alerts' filters, `startAt`/`endAt` for an analysis' range):
 * both spellings are read, as the contract's name. Any other query parameter an operation does
 * not take is refused, never dropped: a filter silently ignored answers unfiltered data that
 * looks filtered.
 */

type Aliases = Readonly<Record<string, string>>;

/** Per operation: the spec's spelling → the contract's field. The one place aliases live. */
export const parameterAliases: Partial<Record<OperationId, { query?: Aliases; body?: Aliases }>> = {
  // spec 02 §7: histories "also page, pageSize" — the page number is `offset`, the size `limit`.
  listQueryHistories: { query: { page: 'offset', pageSize: 'limit' } },
  // spec 02 §7: alerts "text also mentions type, startTime, endTime".
  listMonitorAlerts: { query: { type: 'monitor_type', startTime: 'start_time', endTime: 'end_time' } },
  // spec 02 §7: query/create "docs for the API text also list startAt, endAt".
  createQuery: { body: { startAt: 'start_at', endAt: 'end_at' } },
};

/** An operation's aliases by its name as the route table spells it (none: an empty set). */
export const aliasesOf = (operationId: string): { query?: Aliases; body?: Aliases } =>
  parameterAliases[operationId as OperationId] ?? {};

/**
 * Query parameters every operation tolerates beyond its own: the public API's key may travel as
 * `api_key` (spec 02 §7), read by the authorizer before the operation sees the request.
 */
export const CREDENTIAL_QUERY_PARAMETERS: ReadonlySet<string> = new Set(['api_key']);

/** The field names of an object schema (through refinements, which keep the shape in zod 4). */
export function fieldNamesOf(schema: z.ZodType | undefined): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

export type ParameterCheck<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly problem: 'unknown'; readonly field: string }
  | { readonly ok: false; readonly problem: 'twice'; readonly field: string; readonly canonical: string };

/**
 * Renames aliases to their field; with `strict`, any name neither the schema's, an alias nor a
 * credential fails. A field given under both names fails too: which one was meant is unknown.
 */
export function canonicalParameters<V>(
  input: Readonly<Record<string, V>>,
  fields: readonly string[],
  aliases: Aliases = {},
  strict = true,
): ParameterCheck<Record<string, V>> {
  const known = new Set(fields);
  const out: Record<string, V> = {};
  for (const [name, value] of Object.entries(input)) {
    const canonical = known.has(name) ? name : aliases[name];
    if (canonical === undefined) {
      if (strict && !CREDENTIAL_QUERY_PARAMETERS.has(name))
        return { ok: false, problem: 'unknown', field: name };
      out[name] = value;
      continue;
    }
    if (canonical !== name && Object.hasOwn(input, canonical)) {
      return { ok: false, problem: 'twice', field: name, canonical };
    }
    out[canonical] = value;
  }
  return { ok: true, value: out };
}

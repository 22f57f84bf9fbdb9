import { type ItemKey, padded, paddedMs, userItemKey } from './entity';

/**
 * One definition per key: a template lays a key's attributes out from its parts, and both the
 * builder the repositories call and the pattern docs/areas/table.md shows come from that layout,
 * so the documented key cannot drift from the written one.
 *
 *   export const riskPolicyVersionKey = keyTemplate(
 *     [text('sub'), digits('version', 6)],
 *     (sub, version) => userItemKey(sub, `RISK_POLICY#V#${version}`),
 *   );
 *   riskPolicyVersionKey('u1', 3)      // { PK: 'USER#u1', SK: 'RISK_POLICY#V#000003' }
 *   riskPolicyVersionKey.pattern       // { PK: 'USER#<sub>', SK: 'RISK_POLICY#V#<version, 6 digits>' }
 *
 * The layout sees each part as text: the written value when building, its pattern when
 * documenting. Patterns: literal text, `<name>` for a value, `<name, N digits>` for a zero-padded
 * number.
 */
export interface KeyPart<T> {
  readonly pattern: string;
  readonly write: (value: T) => string;
}

/** A value written as it is; `T` narrows what the builder takes (a chain, a purpose). */
export const text = <T extends string = string>(name: string): KeyPart<NoInfer<T>> => ({
  pattern: `<${name}>`,
  write: (value) => value,
});

/** A value the caller joined from several (a label's slot, a delivery's sequence), shown as its pattern. */
export const joined = (pattern: string): KeyPart<string> => ({ pattern, write: (value) => value });

/** A number written as it is (a shard, a catalogue entry). */
export const number = (name: string): KeyPart<number> => ({
  pattern: `<${name}>`,
  write: (value) => String(value),
});

/** A number zero-padded to `count` digits, so that keys sort as the numbers do. */
export const digits = (name: string, count: number): KeyPart<number> => ({
  pattern: `<${name}, ${count} digits>`,
  write: (value) => padded(value, count),
});

/** A time in epoch ms, 15 digits: sort keys that start with it sort by time. */
export const epochMs = (name: string): KeyPart<number> => ({
  pattern: `<${name} ms, 15 digits>`,
  write: paddedMs,
});

type ValuesOf<Parts extends readonly KeyPart<never>[]> = {
  -readonly [I in keyof Parts]: Parts[I] extends KeyPart<infer T> ? T : never;
};
type TextsOf<Parts extends readonly KeyPart<never>[]> = { -readonly [I in keyof Parts]: string };

/** A key's builder, carrying the key as patterns. */
export type KeyTemplate<Args extends readonly unknown[], Key> = ((...args: Args) => Key) & {
  readonly pattern: Key;
};

export const keyTemplate = <
  const Parts extends readonly KeyPart<never>[],
  Key extends Record<string, string>,
>(
  parts: Parts,
  layout: (...texts: TextsOf<Parts>) => Key,
): KeyTemplate<ValuesOf<Parts>, Key> => {
  // The types above tie each part to its value; here every part is one text in, one text out.
  const lay = layout as unknown as (...texts: string[]) => Key;
  const written = parts as unknown as readonly KeyPart<unknown>[];
  const build = (...values: ValuesOf<Parts>) =>
    lay(...written.map((part, n) => part.write((values as readonly unknown[])[n])));
  return Object.assign(build, { pattern: lay(...parts.map((part) => part.pattern)) });
};

/** The key of an item a user has one of (their plan, profile, settings): `USER#<sub>` / `sortKey`. */
export const userItem = (sortKey: string): KeyTemplate<[sub: string], ItemKey> =>
  keyTemplate([text('sub')], (sub) => userItemKey(sub, sortKey));

/**
 * The key of an item alone in a partition named by one value (a revoked token, a rate window):
 * `<prefix><value>` / `sortKey`.
 */
export const soleItem = <T>(prefix: string, value: KeyPart<T>, sortKey: string) =>
  keyTemplate([value], (text) => ({ PK: `${prefix}${text}`, SK: sortKey }));

/** A key as its patterns and as the builder made it from example values (for the docs). */
export interface DocumentedKey<Key> {
  readonly pattern: Key;
  readonly example: Key;
}

export const documented = <Args extends readonly unknown[], Key>(
  template: KeyTemplate<Args, Key>,
  ...example: Args
): DocumentedKey<Key> => ({ pattern: template.pattern, example: template(...example) });

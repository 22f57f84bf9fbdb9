import { z } from 'zod';

/**
 * What every entity module of the single table shares: the item key, zero-padded numbers in
 * keys, and the stored-attribute helpers of the item schemas. Each module builds its items only
 * through its own key templates (key-template.ts), which also give the documented key patterns
 * (entity-doc.ts).
 */
export type ItemKey = {
  readonly PK: string;
  readonly SK: string;
};

/** A number in a key, zero-padded so that keys sort as the numbers do. */
export const padded = (value: number, digits: number): string => String(value).padStart(digits, '0');

/** Sort keys that start with a time start with it in epoch ms, 15 digits. */
export const paddedMs = (ms: number): string => padded(ms, 15);

/** The partition of a user's own items. */
export const userPartition = (userId: string): string => `USER#${userId}`;

/** The partition of an e-mail's items (before sign-in knows the user: owner, codes, devices). */
export const emailPartition = (email: string): string => `EMAIL#${email}`;

/** The key of an item in a user's own partition. */
export const userItemKey = (userId: string, sortKey: string): ItemKey => ({
  PK: userPartition(userId),
  SK: sortKey,
});

/**
 * The table key behind a list's sort key, from the id `pattern` captures; undefined when the text
 * is not one the builders write (a paging cursor carries a sort key, and a forged one must not
 * reach DynamoDB).
 */
export const keyOfSortKey =
  (pattern: RegExp, keyOf: (id: string) => ItemKey) =>
  (sortKey: string): ItemKey | undefined => {
    const id = pattern.exec(sortKey)?.[1];
    return id === undefined ? undefined : keyOf(id);
  };

/** A stored text whose values the writer fixed (a chain, a status name): typed, checked as a string. */
export const storedText = <T extends string>() => z.custom<T>((value) => typeof value === 'string');

/** A stored document (a configuration, details) read back as the type it was written as. */
export const storedDocument = <T>() => z.custom<T>((value) => typeof value === 'object' && value !== null);

/** A stored number that older items lack (or hold as null): 0 then. */
export const numberOrZero = () =>
  z
    .number()
    .nullish()
    .transform((value) => value ?? 0);

/** A stored value that older items lack (or hold as null): null then. */
export const orNull = <T extends z.ZodType>(schema: T) =>
  schema.nullish().transform((value): z.output<T> | null => value ?? null);

/**
 * Items store a record's fields under snake-case names (`createdAt` as `created_at`): the two
 * helpers below are that mapping, one per direction, so an entity lists its attributes once, in
 * its zod item schema. Absent (undefined) values are left out both ways.
 */
type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;
export type CamelCased<T> = { [K in keyof T as K extends string ? CamelCase<K> : K]: T[K] };

const present = (entries: [string, unknown][]) => entries.filter(([, value]) => value !== undefined);

/** A parsed item's attributes under the record's names. */
export const camelCased = <T extends object>(item: T): CamelCased<T> =>
  Object.fromEntries(
    present(Object.entries(item)).map(([name, value]) => [
      name.replace(/_([a-z0-9])/g, (_, next: string) => next.toUpperCase()),
      value,
    ]),
  ) as CamelCased<T>;

/** A record's fields under their stored names. */
export const snakeCased = (record: object): Record<string, unknown> =>
  Object.fromEntries(
    present(Object.entries(record)).map(([name, value]) => [
      name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
      value,
    ]),
  );

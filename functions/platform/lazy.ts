/** How each member of T is built. */
export type Builders<T> = { readonly [K in keyof T]-?: () => T[K] };

/**
 * An object whose members are built on first access and kept: a Lambda that reads two members
 * builds two, not the whole graph. A member given in `overrides` is used as given (a test's fake)
 * and its builder never runs.
 */
export function lazyMembers<T extends object>(builders: Builders<T>, overrides: Partial<T> = {}): T {
  const members = {} as T;
  for (const key of Object.keys(builders) as (keyof T)[]) {
    let built: { value: T[keyof T] } | undefined;
    Object.defineProperty(members, key, {
      enumerable: true,
      get: () => {
        built ??= { value: Object.hasOwn(overrides, key) ? (overrides[key] as T[keyof T]) : builders[key]() };
        return built.value;
      },
    });
  }
  return members;
}

/**
 * A function built on its first call and kept: for function-shaped ports (a mailer, a queue), so
 * wiring a service that may send mail does not create the mail client until a mail is sent.
 */
export function builtOnFirstCall<Args extends unknown[], Result>(
  build: () => (...args: Args) => Result,
): (...args: Args) => Result {
  let fn: ((...args: Args) => Result) | undefined;
  return (...args) => {
    fn ??= build();
    return fn(...args);
  };
}

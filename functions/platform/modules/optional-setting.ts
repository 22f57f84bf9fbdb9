import { ConfigError, type OptionalSetting } from '../config';

/**
 * An adapter over an optional setting: built when the setting is set, else one that refuses when
 * called. Lambda entries that use it declare the setting (lambda-entries.ts), so on AWS they stop
 * at cold start instead; this guards the other callers (tests, scripts) of createContainer.
 */
export function whenSet<Args extends unknown[], Result>(
  value: string | undefined,
  name: OptionalSetting,
  build: (value: string) => (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  if (value) return build(value);
  return async () => {
    throw new ConfigError(`${name} is not set`);
  };
}

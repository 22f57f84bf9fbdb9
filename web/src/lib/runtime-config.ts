import useSWR from 'swr';
import type { RuntimeConfig } from '../../../shared/contract/runtime-config.schema';
import { cacheLifetimes } from './swr';

/** Nothing configured: what the SPA shows until the file arrives, or when it is missing or bad. */
const noSettings: RuntimeConfig = { contact: {} };

/** Reads the deployment's /runtime-config.json (shared/contract/runtime-config.schema.ts). */
export async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  // The footer asks on every page: loaded here, the schema keeps zod out of the first load.
  const { RUNTIME_CONFIG_PATH, runtimeConfigSchema } = await import(
    '../../../shared/contract/runtime-config.schema'
  );
  const response = await fetch(RUNTIME_CONFIG_PATH, { headers: { Accept: 'application/json' } });
  if (!response.ok) return noSettings;
  const parsed = runtimeConfigSchema.safeParse(await response.json().catch(() => undefined));
  // A bad file leaves the settings out rather than break the page around them.
  return parsed.success ? parsed.data : noSettings;
}

/** The deployment's settings, read once per page life; until then, none. */
export function useRuntimeConfig(): RuntimeConfig {
  const { data } = useSWR('runtime-config', fetchRuntimeConfig, cacheLifetimes.static);
  return data ?? noSettings;
}

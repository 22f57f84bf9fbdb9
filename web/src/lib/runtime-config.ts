import { useSyncExternalStore } from 'react';
import { RUNTIME_CONFIG_PATH } from '../../../shared/api/runtime-config-path';
import type { RuntimeConfig } from '../../../shared/contract/runtime-config.schema';

/** Nothing configured: what the SPA shows until the file arrives, or when it is missing or bad. */
const noSettings: RuntimeConfig = { contact: {} };

/** Reads the deployment's /runtime-config.json (shared/contract/runtime-config.schema.ts). */
export async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch(RUNTIME_CONFIG_PATH, { headers: { Accept: 'application/json' } });
  if (!response.ok) return noSettings;
  const body: unknown = await response.json().catch(() => undefined);
  // Checked against runtimeConfigSchema where it is written (the deploy's app config, the local
  // stack's environment), as API answers are by the server: zod stays out of the pages, and under
  // the pages' Content-Security-Policy (no eval) zod's compiled parsers would report violations.
  if (!isObject(body)) return noSettings;
  const { contact, public_api_url } = body;
  return {
    contact: isObject(contact) ? (contact as RuntimeConfig['contact']) : {},
    ...(typeof public_api_url === 'string' ? { public_api_url } : {}),
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/*
 * Read once per page life, without SWR: the footer, on every first page, asks for it, and a plain
 * store keeps SWR out of that page's code.
 */
let settings: RuntimeConfig | undefined;
let reading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** The one read of a page life, started by its first reader. */
function read(): Promise<void> {
  if (reading) return reading;
  const current: Promise<void> = fetchRuntimeConfig()
    .catch(() => noSettings)
    .then((answer) => {
      // A read forgotten meanwhile answers no one.
      if (reading !== current) return;
      settings = answer;
      for (const listener of listeners) listener();
    });
  reading = current;
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  void read();
  return () => listeners.delete(listener);
}

const snapshot = (): RuntimeConfig => settings ?? noSettings;

/** The deployment's settings, read once per page life; until then, none. */
export const useRuntimeConfig = (): RuntimeConfig => useSyncExternalStore(subscribe, snapshot, snapshot);

/** Forgets what was read, so the next reader asks again (a test that serves other settings). */
export function forgetRuntimeConfig(): void {
  settings = undefined;
  reading = undefined;
}

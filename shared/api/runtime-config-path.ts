/**
 * Where a deployment's run-time settings for the SPA live, beside index.html. Apart from their
 * schema (shared/contract/runtime-config.schema.ts) so the SPA can ask for them without zod.
 */
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

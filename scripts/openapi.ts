/**
 * Writes docs/openapi.json from the route table and the operation contracts (`npm run openapi`).
 * shared/contract/openapi.test.ts fails when the committed file differs from a fresh build.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderOpenApiDocument } from '../shared/contract/openapi';

const target = fileURLToPath(new URL('../docs/openapi.json', import.meta.url));
writeFileSync(target, renderOpenApiDocument());
console.log(`wrote ${target}`);

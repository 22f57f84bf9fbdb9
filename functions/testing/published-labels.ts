import { fileURLToPath } from 'node:url';

/**
 * The public label feeds as published, one folder per feed (`<repo>/../shared/data/labels`): what
 * the local seed imports and what the parser, import and refresh tests read as real input.
 */
export const publishedLabelsDir = fileURLToPath(new URL('../../../shared/data/labels', import.meta.url));

import type { EntityDoc } from './entity-doc';
import { documented, keyTemplate } from './key-template';

/**
 * Local stack only: the fingerprint of the label files the seed imported last
 * (scripts/local/seeding/seed-labels.ts), so a restart imports them again only when they changed.
 */
export const labelSeedMarkerKey = keyTemplate([], () => ({ PK: 'SEED#labels', SK: 'FINGERPRINT' }));

export const localSeedDocs: readonly EntityDoc[] = [
  {
    item: 'label seed marker (local stack only)',
    key: documented(labelSeedMarkerKey),
    reads: ['have the local label files been imported'],
    holds: "fingerprint (of the files' paths and contents), imported_at (epoch ms)",
  },
];

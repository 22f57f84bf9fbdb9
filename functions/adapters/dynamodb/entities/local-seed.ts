import type { EntityDoc, ItemKey } from './entity';

/**
 * Local stack only: the fingerprint of the label files the seed imported last
 * (scripts/local/seeding/seed-labels.ts), so a restart imports them again only when they changed.
 */
export const labelSeedMarkerKey = (): ItemKey => ({ PK: 'SEED#labels', SK: 'FINGERPRINT' });

export const localSeedDocs: readonly EntityDoc[] = [
  {
    item: 'label seed marker (local stack only)',
    key: { PK: 'SEED#labels', SK: 'FINGERPRINT' },
    example: labelSeedMarkerKey(),
    reads: ['have the local label files been imported'],
    holds: "fingerprint (of the files' paths and contents), imported_at (epoch ms)",
  },
];

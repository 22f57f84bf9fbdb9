import type { AddressLabel } from '../../domain/labels/address-label';
import { labelFeeds, localSnapshotDateOf } from '../../domain/labels/label-feeds';
import { publishedLabelsDir } from '../../testing/published-labels';
import { selectAnchors } from '../chain/simulated/anchor-set';
import { readFeedDocuments } from './label-directory';

/** The anchors the import stores beside the labels, chosen from the real published feeds. */

describe('anchors of the published feeds', () => {
  it('stays under 300 KB per chain on the real feeds and keeps every OFAC TRON address and TRON exchange', async () => {
    // Prepare: every feed of ../shared/data/labels through its own parser.
    const labels: AddressLabel[] = [];
    for (const feed of labelFeeds) {
      const documents = await readFeedDocuments(publishedLabelsDir, feed);
      if (documents) labels.push(...feed.parse(documents, localSnapshotDateOf(feed.id)).labels);
    }

    for (const chain of ['tron', 'ethereum', 'bsc'] as const) {
      // Act
      const anchors = selectAnchors(labels, chain);

      // Assess
      const bytes = Buffer.byteLength(JSON.stringify(anchors));
      console.info(
        `${chain}: ${anchors.exchanges.length} exchanges, ${anchors.risks.length} risks, ${bytes} bytes`,
      );
      expect(bytes).toBeLessThanOrEqual(300_000);
    }
    const tron = selectAnchors(labels, 'tron');
    const ofacTron = new Set(
      labels.filter((l) => l.chain === 'tron' && l.category === 'sanction').map((l) => l.address),
    );
    // DefiLlama's wallets are the TRON world's exchanges: every one fits under the cap.
    expect(tron.exchanges).toHaveLength(194);
    expect(tron.exchanges.map((e) => e.address)).toContain('TCz47XgC9TjCeF4UzfB6qZbM9LTF9s1tG7');
    expect(tron.risks.filter((r) => r.category === 'sanction')).toHaveLength(ofacTron.size);
    expect(selectAnchors(labels, 'ethereum').exchanges.map((e) => e.address)).toContain(
      '0x28c6c06298d514db089934071355e5743bf21d60',
    );
  }, 60_000);
});

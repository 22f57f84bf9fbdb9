import type { Chain } from '../../../shared/rules/chain-rules';
import type { AddressLabel } from './address-label';
import type { LabelIndexHeader, LabelKey, LabelRepository } from './label.ports';
import { labelSlot } from './label-feed';
import type { EncodedLabelIndex } from './label-index';

/**
 * An in-memory LabelRepository for unit tests (same contract as the DynamoDB one), with call
 * counters so tests can prove what screening asks the store for.
 */
export function createInMemoryLabelRepository(
  from: {
    readonly labels: ReadonlyMap<string, AddressLabel>;
    readonly headers: ReadonlyMap<Chain, LabelIndexHeader>;
    readonly parts: ReadonlyMap<string, Uint8Array>;
  } = { labels: new Map(), headers: new Map(), parts: new Map() },
) {
  const labels = new Map(from.labels);
  const headers = new Map(from.headers);
  const parts = new Map(from.parts);
  const calls = { getLabels: 0, keysRequested: 0, getLabelIndexHeader: 0, getLabelIndex: 0 };
  const key = (k: LabelKey) => `${k.chain}|${k.address}|${k.slot}`;
  const partKey = (chain: Chain, version: string, n: number) => `${chain}|${version}|${n}`;

  const repository: LabelRepository = {
    async putLabels(list) {
      for (const label of list) labels.set(key({ ...label, slot: labelSlot(label) }), label);
    },
    async deleteLabels(list) {
      for (const k of list) labels.delete(key(k));
    },
    async getLabels(list) {
      calls.getLabels++;
      calls.keysRequested += list.length;
      return list.flatMap((k) => labels.get(key(k)) ?? []);
    },
    async queryLabels(chain, address) {
      return [...labels.values()].filter((l) => l.chain === chain && l.address === address);
    },
    async getLabelIndexHeader(chain) {
      calls.getLabelIndexHeader++;
      return headers.get(chain);
    },
    async getLabelIndex(chain, header): Promise<EncodedLabelIndex | undefined> {
      calls.getLabelIndex++;
      const found = Array.from({ length: header.parts }, (_, n) =>
        parts.get(partKey(chain, header.version, n)),
      );
      if (found.some((p) => p === undefined)) return undefined;
      return {
        version: header.version,
        slots: header.slots,
        count: header.count,
        parts: found as Uint8Array[],
      };
    },
    async putLabelIndex(chain, index, previous) {
      for (const [n, part] of index.parts.entries()) parts.set(partKey(chain, index.version, n), part);
      headers.set(chain, {
        version: index.version,
        slots: index.slots,
        count: index.count,
        parts: index.parts.length,
      });
      if (previous && previous.version !== index.version)
        for (let n = 0; n < previous.parts; n++) parts.delete(partKey(chain, previous.version, n));
    },
  };
  return {
    repository,
    labels,
    headers,
    calls,
    /** A store of its own holding what this one holds now (a refresh's starting point, say). */
    copy: () => createInMemoryLabelRepository({ labels, headers, parts }),
  };
}

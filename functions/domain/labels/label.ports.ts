import type { Chain } from '../../../shared/rules/chain-rules';
import type { AddressLabel } from './address-label';
import type { EncodedLabelIndex } from './label-index';

/**
 * The label store as screening, the label store service and the simulated ledger need it,
 * implemented by the DynamoDB label repository (and an in-memory one for unit tests).
 */
export interface LabelKey {
  readonly chain: Chain;
  readonly address: string;
  /** `<source>#<category|exchange>`, see labelSlot. */
  readonly slot: string;
}

export interface LabelIndexHeader {
  readonly version: string;
  readonly slots: readonly string[];
  readonly count: number;
  readonly parts: number;
}

export interface LabelRepository {
  /** Idempotent: a label's item is fully determined by the label. */
  putLabels(labels: readonly AddressLabel[]): Promise<void>;
  deleteLabels(labelKeys: readonly LabelKey[]): Promise<void>;
  /** The labels stored under exact keys; missing keys are simply absent from the answer. */
  getLabels(labelKeys: readonly LabelKey[]): Promise<AddressLabel[]>;
  /** Every label of one address (a Query on its partition). */
  queryLabels(chain: Chain, address: string): Promise<AddressLabel[]>;
  getLabelIndexHeader(chain: Chain): Promise<LabelIndexHeader | undefined>;
  /** The snapshot a header names; undefined when a part is gone (a newer import replaced it). */
  getLabelIndex(chain: Chain, header: LabelIndexHeader): Promise<EncodedLabelIndex | undefined>;
  /** Writes the parts, then switches the header, then drops the previous version's parts. */
  putLabelIndex(chain: Chain, index: EncodedLabelIndex, previous?: LabelIndexHeader): Promise<void>;
}

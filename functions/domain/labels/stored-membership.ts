import type { Chain } from '../../../shared/rules/chain-rules';
import type { LabelRepository } from './label.ports';
import { decodeLabelIndex, type LabelMembership } from './label-index';

/**
 * Which addresses of `chain` the stored snapshot says carry labels, or undefined when there is no
 * snapshot, or an import replaced it between reading its header and its parts.
 */
export async function readStoredMembership(
  repository: Pick<LabelRepository, 'getLabelIndexHeader' | 'getLabelIndex'>,
  chain: Chain,
): Promise<LabelMembership | undefined> {
  const header = await repository.getLabelIndexHeader(chain);
  const index = header && (await repository.getLabelIndex(chain, header));
  return index ? decodeLabelIndex(chain, index) : undefined;
}

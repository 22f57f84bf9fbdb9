import type { Chain } from '../../../../shared/rules/chain-rules';

/**
 * Where the simulated ledger's anchors are kept: chosen from the labels whenever they are imported
 * or refreshed, read when a chain's simulated world is built. It lives beside the simulation, not
 * in the domain's label port: screening never needs it.
 */
export interface SimulationAnchorStore {
  /** Any JSON document up to 350 KB (ANCHORS_MAX_BYTES). */
  putSimulationAnchors(chain: Chain, anchors: unknown): Promise<void>;
  getSimulationAnchors(chain: Chain): Promise<unknown | undefined>;
}

import type { Chain } from '../../../shared/rules/chain-rules';
import { createFreezeReaders } from '../../adapters/chain/freeze-readers';
import type { SimulationAnchorStore } from '../../adapters/chain/simulated/anchor-store.ports';
import type { InjectedFreezes } from '../../adapters/chain/simulated/simulated-freezes';
import { createFreezeCursorRepository } from '../../adapters/dynamodb/freeze-cursor.repository';
import { createInjectedFreezeRepository } from '../../adapters/dynamodb/injected-freeze.repository';
import { createLabelRepository } from '../../adapters/dynamodb/label.repository';
import { downloadFeedDocuments } from '../../adapters/labels/label-download';
import { storeSimulationAnchors } from '../../adapters/labels/simulation-anchors';
import type { AddressLabel } from '../../domain/labels/address-label';
import type { LabelRepository } from '../../domain/labels/label.ports';
import type { FeedDocument } from '../../domain/labels/label-feed';
import type { LabelFeed } from '../../domain/labels/label-feeds';
import { createLabelScreening } from '../../domain/labels/label-screening.service';
import type { FreezeCursorStore, FreezeEventReader } from '../../domain/labels/tether-freeze/freeze-event';
import { lazyMembers } from '../lazy';
import type { PortBuilders, Ports } from '../ports';

export interface LabelPorts {
  readonly labels: LabelRepository;
  /** The simulated ledger's anchors, kept beside the labels they are chosen from. */
  readonly simulationAnchors: SimulationAnchorStore;
  /** The scheduled refresh's download of one public feed. */
  readonly downloadFeed: (feed: LabelFeed) => Promise<FeedDocument[]>;
  /** The simulated ledger's anchors, chosen from the labels just stored. */
  readonly storeAnchors: (labels: readonly AddressLabel[]) => Promise<void>;
  /** Where the Tether freeze feed reads each chain's USDT blacklist (live provider, or simulated locally). */
  readonly freezeReaders: Partial<Record<Chain, FreezeEventReader>>;
  /** The freeze feed's cursor per chain. */
  readonly freezeCursors: FreezeCursorStore;
  /** The local stack's injected freezes (POST /_local/ledger/freezes); undefined on AWS. */
  readonly injectedFreezes: InjectedFreezes | undefined;
}

export const labelPorts: PortBuilders<LabelPorts> = ({ config, clients }, ports) => ({
  labels: () => createLabelRepository(clients.ddb, config.TABLE_NAME),
  simulationAnchors: () => createLabelRepository(clients.ddb, config.TABLE_NAME),
  downloadFeed: () => (feed) => downloadFeedDocuments(fetch, feed),
  storeAnchors: () => (labels) => storeSimulationAnchors(labels, ports().simulationAnchors),
  freezeReaders: () => {
    const injected = ports().injectedFreezes;
    return createFreezeReaders({
      config,
      simulated: config.STAGE === 'local',
      ...(injected && { injected }),
    });
  },
  freezeCursors: () => createFreezeCursorRepository(clients.ddb, config.TABLE_NAME),
  injectedFreezes: () =>
    config.STAGE === 'local' ? createInjectedFreezeRepository(clients.ddb, config.TABLE_NAME) : undefined,
});

export interface LabelsModule {
  /** Which of a chain's addresses carry labels (the label snapshot, reloaded when it changes). */
  readonly screening: ReturnType<typeof createLabelScreening>;
}

export const labelsModule = (ports: Ports): LabelsModule =>
  lazyMembers<LabelsModule>({
    screening: () => createLabelScreening({ repository: ports.labels, clock: ports.clock }),
  });

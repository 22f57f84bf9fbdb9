import { Duration } from 'aws-cdk-lib';
import type { Rule } from 'aws-cdk-lib/aws-events';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { lambdaEntries } from '../../../functions/platform/lambda-entries';
import { MONITOR_POLL_PERIOD_SECONDS } from '../../../shared/constants/monitor-cadence';
import { MONITOR_SHARDS } from '../../../shared/constants/monitor-shards';
import { chains } from '../../../shared/rules/chain-rules';
import { chainsWithLiveProvider } from '../../../shared/rules/live-provider-rules';
import { type AppFunctionsProps, appFunction, consumeQueue, runOnSchedule } from './app-functions';
import type { EntryFunction } from './entry-function';
import { grantTableAccess, readWriteItems } from './table-access';

/**
 * Which chains the fan-out sends a block-scan message for (MONITOR_SCAN_CHAINS): those with a
 * live provider, by the analysis's own rule (live-provider-rules.ts). The fan-out may not read the
 * chain keys secret, whose keys are unknown here, so with a secret every key counts as set and the
 * shard poller, which holds the keys, answers a chain without a scanner at once.
 */
export function scanChainsEnvironment(chainSources: Record<string, string>): Record<string, string> {
  const inSecret = 'in the chain keys secret';
  const presence = chainSources.CHAIN_KEYS_SECRET_ID
    ? { ...chainSources, TRONGRID_API_KEY: inSecret, ETHERSCAN_API_KEY: inSecret }
    : chainSources;
  const scanned = chainsWithLiveProvider(presence);
  return scanned.length === 0 ? {} : { MONITOR_SCAN_CHAINS: scanned.join(',') };
}

/**
 * How often the schedule runs the fan-out on AWS (EventBridge's finest rate, a minute): each run
 * polls every shard once and puts the scanned chains' block scans of the whole minute, one every
 * 10 s, delayed on the poll queue (shared/constants/monitor-cadence.ts). Locally the period is
 * MONITOR_POLL_SECONDS, by default the scan interval.
 */
export const monitorPollInterval = Duration.seconds(MONITOR_POLL_PERIOD_SECONDS);

export interface MonitorDetectionProps extends AppFunctionsProps {
  /** Live chain-source keys and URLs, as the Analyse step gets them. */
  readonly chainSourceEnvironment?: Record<string, string>;
  readonly pollQueue: IQueue;
  readonly alertQueue: IQueue;
  /** The addresses a label import made riskier (functions/adapters/sqs/rescreen-queue.ts). */
  readonly rescreenQueue: IQueue;
}

/** Partition-key prefixes of what the re-screen consumer touches (counterparty index, monitors, alerts). */
export const rescreenKeyPrefixes = ['CPTY#', 'USER#', 'ALERT#'] as const;

/**
 * Detection: an EventBridge rule every minute runs the fan-out, which puts one message
 * per shard of active monitored addresses, and six per chain read by block scan (delayed 0, 10, …
 * 50 s), on the poll queue; the shard poller (one message per Lambda, at most MONITOR_SHARDS at once) reads each
 * address's new transfers through the chain sources, or a chain's new blocks for all its
 * addresses, raises alerts and puts them on the alert queue.
 */
export class MonitorDetection extends Construct {
  readonly fanOut: EntryFunction;
  readonly shardPoller: EntryFunction;
  readonly rescreener: EntryFunction;
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: MonitorDetectionProps) {
    super(scope, id);
    this.fanOut = appFunction(this, 'FanOutFunction', props, {
      entry: lambdaEntries.monitorPollFanOut.entry,
      purpose: `one monitor poll message per shard, and per scanned chain one every 10 s, every minute`,
      environment: {
        ...props.environment,
        MONITOR_POLL_QUEUE_URL: props.pollQueue.queueUrl,
        // The period the fan-out spreads the minute's block scans over.
        MONITOR_POLL_SECONDS: String(monitorPollInterval.toSeconds()),
        ...scanChainsEnvironment(props.chainSourceEnvironment ?? {}),
      },
      memorySize: 256,
      timeout: Duration.seconds(30),
    });
    props.pollQueue.grantSendMessages(this.fanOut);
    this.rule = runOnSchedule(this, 'Schedule', this.fanOut, {
      description: 'Poll monitored addresses for new transfers',
      every: monitorPollInterval,
      // The next minute's run replaces a failed one.
      retryAttempts: 0,
    });

    this.shardPoller = appFunction(this, 'ShardPollerFunction', props, {
      entry: lambdaEntries.monitorShardPoller.entry,
      purpose: 'reads one shard of monitored addresses and raises alerts',
      environment: {
        ...props.environment,
        ...props.chainSourceEnvironment,
        ALERT_QUEUE_URL: props.alertQueue.queueUrl,
      },
      memorySize: 1024,
      // Within the minute, with room: the poll queue's visibility (120 s) stays above it.
      timeout: Duration.seconds(90),
    });
    // Items (monitors, alerts, cursors, labels, the shard and scan claims) and the one index it reads.
    grantTableAccess(this.shardPoller, props.table, { actions: readWriteItems, indexes: ['ActiveMonitors'] });
    props.alertQueue.grantSendMessages(this.shardPoller);
    // One Lambda per shard, plus one per chain so a scan due every 10 s never waits behind a
    // minute's shard polls: a cycle's shards all run at once, and a backlog hardly multiplies
    // readers of one shard (the poller also skips messages a newer poll superseded).
    consumeQueue(this.shardPoller, props.pollQueue, {
      batchSize: 1,
      maxConcurrency: MONITOR_SHARDS + chains.length,
    });

    // Re-screening: when a label import gives addresses a risk label, the monitored addresses that
    // dealt with them within the look-back raise known_risk alerts through the alert queue.
    this.rescreener = appFunction(this, 'RescreenFunction', props, {
      entry: lambdaEntries.labelRescreen.entry,
      purpose: 'alerts the monitored addresses that dealt with a newly labelled address',
      environment: { ...props.environment, ALERT_QUEUE_URL: props.alertQueue.queueUrl },
      memorySize: 512,
      // Below the re-screen queue's visibility (360 s): a message of 100 addresses whose
      // counterparties thousands of monitored addresses paid still fits.
      timeout: Duration.minutes(5),
    });
    // Reads the counterparty index, monitors and settings; puts alerts with their counts.
    grantTableAccess(this.rescreener, props.table, {
      actions: ['GetItem', 'Query', 'PutItem', 'UpdateItem'],
      leadingKeyPrefixes: rescreenKeyPrefixes,
    });
    props.alertQueue.grantSendMessages(this.rescreener);
    consumeQueue(this.rescreener, props.rescreenQueue, { batchSize: 1, maxConcurrency: 5 });
  }
}

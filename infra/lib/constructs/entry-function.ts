import { join, posix, sep } from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, type CfnFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { type BundlingOptions, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { entryMetadataKey, exportMetadataKey } from '../entry-metadata';

export interface EntryFunctionProps {
  readonly repoRoot: string;
  /** Repo-relative path with `/` separators, e.g. `functions/http/accounts/accounts.lambda.ts`. */
  readonly entry: string;
  /** The exported handler; every `*.lambda.ts` entry exports `handler`. */
  readonly exportName?: string;
  readonly description: string;
  readonly environment: Record<string, string>;
  readonly memorySize?: number;
  readonly timeout?: Duration;
}

/**
 * How every entry is bundled: the local esbuild (no docker), ESM so ESM-only dependencies
 * (middy 6) and top-level await work as in tsx; the banner gives CommonJS dependencies bundled
 * into ESM a `require` to call.
 */
export const entryBundling = {
  forceDockerBundling: false,
  target: 'node24',
  minify: true,
  sourceMap: true,
  sourcesContent: false,
  format: OutputFormat.ESM,
  mainFields: ['module', 'main'],
  banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  // The nodejs24.x runtime ships AWS SDK v3.
  externalModules: ['@aws-sdk/*'],
} satisfies BundlingOptions;

/**
 * A Lambda built from one `*.lambda.ts` entry by the local esbuild (no docker). Infra only points
 * at the entry by path; it never imports handler code. The entry path is also recorded as
 * metadata so the local stack runs the very module that is bundled for Lambda.
 */
export class EntryFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: EntryFunctionProps) {
    const exportName = props.exportName ?? 'handler';
    super(scope, id, {
      entry: join(props.repoRoot, ...props.entry.split(posix.sep)),
      handler: exportName,
      projectRoot: props.repoRoot,
      depsLockFilePath: join(props.repoRoot, 'package-lock.json'),
      description: props.description,
      runtime: Runtime.NODEJS_24_X,
      // Graviton: cheaper per GB-second, and nothing here needs x86 native modules.
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(15),
      environment: {
        ...props.environment,
        // Lambda does not apply the bundled source map unless asked to.
        NODE_OPTIONS: '--enable-source-maps',
      },
      logGroup: new LogGroup(scope, `${id}Logs`, {
        retention: RetentionDays.ONE_MONTH,
        removalPolicy: RemovalPolicy.DESTROY,
      }),
      bundling: entryBundling,
    });
    const cfn = this.node.defaultChild as CfnFunction;
    cfn.addMetadata(entryMetadataKey, props.entry.split(sep).join(posix.sep));
    cfn.addMetadata(exportMetadataKey, exportName);
  }
}

import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { entryMetadataKey, exportMetadataKey } from '../../../infra/lib/entry-metadata';
import { lambdaContext } from '../support/lambda-context';
import { type CfnTemplate, resourcesOfType } from './cfn-template';

/**
 * Finds a Lambda's source through the metadata CDK records on it (`wallet-risk:entry`, the
 * repo-relative entry module, and `wallet-risk:export`) and imports that module in-process, so the
 * local stack runs the code that is bundled for Lambda, unbundled.
 */
export interface FunctionSource {
  readonly logicalId: string;
  readonly entry: string;
  readonly exportName: string;
  /** The function's time-out, the Lambda context's budget. */
  readonly timeoutSeconds: number;
}

export type LambdaFunction = (event: unknown, context: Context) => unknown;

/** Invokes a function as Lambda would: one event, a fresh context, an awaited answer. */
export type Invoke = (event: unknown) => Promise<unknown>;

export function functionSources(template: CfnTemplate): Map<string, FunctionSource> {
  const sources = new Map<string, FunctionSource>();
  for (const [logicalId, resource] of resourcesOfType(template, 'AWS::Lambda::Function')) {
    const entry = resource.Metadata?.[entryMetadataKey];
    if (typeof entry !== 'string') continue;
    const exportName = resource.Metadata?.[exportMetadataKey];
    const timeout = resource.Properties?.Timeout;
    sources.set(logicalId, {
      logicalId,
      entry,
      exportName: typeof exportName === 'string' ? exportName : 'handler',
      timeoutSeconds: typeof timeout === 'number' ? timeout : 3,
    });
  }
  return sources;
}

export async function loadFunction(repoRoot: string, source: FunctionSource): Promise<Invoke> {
  // Imported through the running loader (tsx for npm start, Vite in vitest), so .ts entries work.
  const module = (await import(pathToFileURL(join(repoRoot, source.entry)).href)) as Record<string, unknown>;
  const fn = module[source.exportName];
  if (typeof fn !== 'function') {
    throw new Error(
      `${source.entry} has no exported function "${source.exportName}" (function ${source.logicalId})`,
    );
  }
  return async (event) =>
    (fn as LambdaFunction)(event, lambdaContext(source.logicalId, source.timeoutSeconds * 1000));
}

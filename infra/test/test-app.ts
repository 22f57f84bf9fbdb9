import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { findRepoRoot } from '../lib/app-config';
import { noBundling, readCliContext } from '../lib/synthesize';
import { type BuildOptions, buildWalletRiskApp, type WalletRiskStacks } from '../lib/wallet-risk-app';

/**
 * Test fixtures: the real app with cdk.json's context (feature flags shape the templates), a fixed
 * account/region, and bundling skipped so no esbuild runs (the entries must still exist). CDK's
 * built-in CloudFormation validation, half of a synth's time, is off here: the synth test runs it
 * once on the app as `cdk synth` builds it, and these fixtures only inspect templates.
 */
export const testEnv = { account: '123456789012', region: 'eu-west-1' } as const;
export const repoRoot = findRepoRoot();

export interface TestApp extends WalletRiskStacks {
  readonly statefulTemplate: Template;
  readonly statelessTemplate: Template;
}

export function buildTestApp(
  context: Record<string, unknown> = {},
  options: Partial<Omit<BuildOptions, 'repoRoot'>> = {},
): TestApp {
  const app = new App({
    builtinCloudFormationValidation: false,
    context: { ...readCliContext(repoRoot), ...noBundling, ...context },
  });
  const stacks = buildWalletRiskApp(app, { repoRoot, env: testEnv, webAssetsPath: null, ...options });
  return {
    ...stacks,
    statefulTemplate: Template.fromStack(stacks.stateful),
    statelessTemplate: Template.fromStack(stacks.stateless),
  };
}

/** The resources inspected here all have Properties; Metadata only where CDK or we add it. */
type Resources = Record<
  string,
  { Type: string; Properties: Record<string, unknown>; Metadata?: Record<string, unknown> }
>;

export const resourcesOf = (template: Template, type: string): Resources =>
  template.findResources(type) as Resources;

/** The SQS event source mappings that feed one function. */
export const queueMappingsOf = (template: Template, functionId: string) =>
  Object.values(resourcesOf(template, 'AWS::Lambda::EventSourceMapping')).filter((m) =>
    JSON.stringify(m.Properties.FunctionName).includes(functionId),
  );

/** logicalId of the RestApi whose Name ends with `-<api>`. */
export function restApiId(template: Template, api: 'console' | 'public'): string {
  const ids = Object.entries(resourcesOf(template, 'AWS::ApiGateway::RestApi'))
    .filter(([, r]) => String(r.Properties.Name).endsWith(`-${api}`))
    .map(([id]) => id);
  if (ids.length !== 1) throw new Error(`expected one ${api} RestApi, found ${ids.length}`);
  return ids[0]!;
}

/**
 * The full path of every API Gateway resource of one API, by logical id, worked out from the
 * ParentId / PathPart chain (the root is `Fn::GetAtt [api, RootResourceId]`).
 */
export function resourcePaths(template: Template, apiId: string): Map<string, string> {
  const resources = resourcesOf(template, 'AWS::ApiGateway::Resource');
  const paths = new Map<string, string>();
  const pathOf = (id: string): string => {
    const known = paths.get(id);
    if (known !== undefined) return known;
    const props = resources[id]!.Properties;
    const parent = props.ParentId as { Ref?: string; 'Fn::GetAtt'?: [string, string] };
    const parentPath = parent.Ref ? pathOf(parent.Ref) : '';
    const path = `${parentPath}/${props.PathPart as string}`;
    paths.set(id, path);
    return path;
  };
  for (const [id, r] of Object.entries(resources)) {
    if ((r.Properties.RestApiId as { Ref?: string }).Ref === apiId) pathOf(id);
  }
  return paths;
}

export interface MethodInfo {
  readonly logicalId: string;
  readonly httpMethod: string;
  readonly path: string;
  readonly operationName?: string;
  readonly authorizationType: string;
  readonly authorizerId?: string;
  readonly integrationUri?: unknown;
}

/** Every method of one API with its resolved path. */
export function methodsOf(template: Template, apiId: string): MethodInfo[] {
  const paths = resourcePaths(template, apiId);
  return Object.entries(resourcesOf(template, 'AWS::ApiGateway::Method'))
    .filter(([, r]) => (r.Properties.RestApiId as { Ref?: string }).Ref === apiId)
    .map(([logicalId, r]) => {
      const p = r.Properties;
      const resourceId = p.ResourceId as { Ref?: string; 'Fn::GetAtt'?: unknown };
      return {
        logicalId,
        httpMethod: p.HttpMethod as string,
        path: resourceId.Ref ? paths.get(resourceId.Ref)! : '/',
        operationName: p.OperationName as string | undefined,
        authorizationType: p.AuthorizationType as string,
        authorizerId: (p.AuthorizerId as { Ref?: string } | undefined)?.Ref,
        integrationUri: (p.Integration as { Uri?: unknown } | undefined)?.Uri,
      };
    });
}

/** Every IAM action granted to a function's execution role. */
export function roleActions(template: Template, functionId: string): string[] {
  const fn = resourcesOf(template, 'AWS::Lambda::Function')[functionId];
  if (!fn) throw new Error(`no function ${functionId}`);
  const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return Object.values(resourcesOf(template, 'AWS::IAM::Policy'))
    .filter((p) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
    .flatMap((p) => (p.Properties.PolicyDocument as { Statement: { Action: string | string[] }[] }).Statement)
    .flatMap((statement) => statement.Action);
}

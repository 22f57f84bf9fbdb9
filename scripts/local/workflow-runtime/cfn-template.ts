/**
 * Just enough of CloudFormation to read what CDK synthesizes: the template shape, and a resolver
 * that turns intrinsic functions into the local names (the table, queue URLs and ARNs, state
 * machine ARNs, pool ids) so the local stack can run the very definitions CDK deploys.
 */
export interface CfnResource {
  readonly Type: string;
  readonly Properties?: Record<string, unknown>;
  readonly Metadata?: Record<string, unknown>;
}

export interface CfnTemplate {
  readonly Resources?: Record<string, CfnResource>;
  readonly Outputs?: Record<
    string,
    { readonly Value: unknown; readonly Export?: { readonly Name: unknown } }
  >;
  readonly Parameters?: Record<string, { readonly Default?: unknown }>;
}

export interface CfnTemplates {
  readonly stateful: CfnTemplate;
  readonly stateless: CfnTemplate;
}

/** The local counterparts of the deployed resources' physical names. */
export interface LocalNames {
  readonly region: string;
  readonly accountId: string;
  readonly tableName: string;
  /** By queue name (QueueName property = resource-design name). */
  readonly queues: ReadonlyMap<string, { readonly url: string; readonly arn: string }>;
  readonly userPoolId?: string;
  readonly userPoolClientId?: string;
}

export class UnresolvableError extends Error {
  override name = 'UnresolvableError';
}

export const stateMachineArn = (names: LocalNames, name: string): string =>
  `arn:aws:states:${names.region}:${names.accountId}:stateMachine:${name}`;

export const lambdaArn = (names: LocalNames, logicalId: string): string =>
  `arn:aws:lambda:${names.region}:${names.accountId}:function:${logicalId}`;

/** The function name in a Lambda ARN (`...:function:<name>[:qualifier]`), or the value itself. */
export const functionNameOf = (arnOrName: string): string => {
  const match = /:function:([^:]+)/.exec(arnOrName);
  return match?.[1] ?? arnOrName;
};

export const stateMachineNameOf = (logicalId: string, resource: CfnResource): string =>
  typeof resource.Properties?.StateMachineName === 'string'
    ? resource.Properties.StateMachineName
    : logicalId;

type Resolve = (value: unknown) => unknown;

export function createResolver(templates: CfnTemplates, names: LocalNames) {
  const all: CfnTemplate[] = [templates.stateful, templates.stateless];

  const pseudo: Record<string, string> = {
    'AWS::Region': names.region,
    'AWS::AccountId': names.accountId,
    'AWS::Partition': 'aws',
    'AWS::URLSuffix': 'amazonaws.com',
  };

  function queueOf(template: CfnTemplate, logicalId: string, resource: CfnResource) {
    const name = resolveIn(template)(resource.Properties?.QueueName);
    if (typeof name !== 'string')
      throw new UnresolvableError(`Queue ${logicalId} has no QueueName to match locally`);
    const local = names.queues.get(name);
    if (!local) throw new UnresolvableError(`Queue ${name} (${logicalId}) was not created by the local seed`);
    return { name, ...local };
  }

  function ref(template: CfnTemplate, logicalId: string): unknown {
    if (logicalId in pseudo) return pseudo[logicalId];
    if (logicalId === 'AWS::StackName') return 'local';
    const parameter = template.Parameters?.[logicalId];
    if (parameter) return parameter.Default;
    const resource = template.Resources?.[logicalId];
    if (!resource) throw new UnresolvableError(`Ref to unknown ${logicalId}`);
    switch (resource.Type) {
      case 'AWS::DynamoDB::Table':
      case 'AWS::DynamoDB::GlobalTable':
        return names.tableName;
      case 'AWS::SQS::Queue':
        return queueOf(template, logicalId, resource).url;
      case 'AWS::StepFunctions::StateMachine':
        return stateMachineArn(names, stateMachineNameOf(logicalId, resource));
      case 'AWS::Cognito::UserPool':
        if (!names.userPoolId) throw new UnresolvableError('No local user pool id');
        return names.userPoolId;
      case 'AWS::Cognito::UserPoolClient':
        if (!names.userPoolClientId) throw new UnresolvableError('No local user pool client id');
        return names.userPoolClientId;
      default:
        // Lambda functions (their name is the logical ID locally) and anything else.
        return logicalId;
    }
  }

  function getAtt(template: CfnTemplate, logicalId: string, attribute: string): unknown {
    const resource = template.Resources?.[logicalId];
    if (!resource) throw new UnresolvableError(`Fn::GetAtt of unknown ${logicalId}`);
    switch (resource.Type) {
      case 'AWS::Lambda::Function':
        if (attribute === 'Arn') return lambdaArn(names, logicalId);
        break;
      case 'AWS::DynamoDB::Table':
      case 'AWS::DynamoDB::GlobalTable':
        if (attribute === 'Arn')
          return `arn:aws:dynamodb:${names.region}:${names.accountId}:table/${names.tableName}`;
        break;
      case 'AWS::SQS::Queue': {
        const queue = queueOf(template, logicalId, resource);
        if (attribute === 'Arn') return queue.arn;
        if (attribute === 'QueueUrl') return queue.url;
        if (attribute === 'QueueName') return queue.name;
        break;
      }
      case 'AWS::StepFunctions::StateMachine': {
        const name = stateMachineNameOf(logicalId, resource);
        if (attribute === 'Arn') return stateMachineArn(names, name);
        if (attribute === 'Name') return name;
        break;
      }
      case 'AWS::IAM::Role':
        if (attribute === 'Arn') return `arn:aws:iam::${names.accountId}:role/${logicalId}`;
        break;
      case 'AWS::CloudFront::Distribution':
        // No local counterpart: the gateway serves the SPA over plain http on its own port, so no
        // value built from the domain (`https://<domain>/…`, the alert mails' console link) would
        // be right. Unresolved, the variable is left to the local stack (CONSOLE_URL) instead of
        // a made-up `SpaDistribution….DomainName` reaching a mail.
        throw new UnresolvableError(
          `${logicalId}.${attribute}: a CloudFront distribution has no local counterpart`,
        );
    }
    return `${logicalId}.${attribute}`;
  }

  /** A cross-stack reference: find the output in whichever template has it, resolve it there. */
  function output(match: (name: string, exportName: unknown) => boolean, what: string): unknown {
    for (const template of all) {
      for (const [name, out] of Object.entries(template.Outputs ?? {})) {
        const exportName = out.Export ? resolveIn(template)(out.Export.Name) : undefined;
        if (match(name, exportName)) return resolveIn(template)(out.Value);
      }
    }
    throw new UnresolvableError(`No output for ${what}`);
  }

  function sub(template: CfnTemplate, text: string, variables: Record<string, unknown>): string {
    return text.replace(/\$\{([^}!][^}]*)\}/g, (_, name: string) => {
      if (name in variables) return String(resolveIn(template)(variables[name]));
      const [id, attribute] = name.split('.');
      return String(attribute ? getAtt(template, id!, attribute) : ref(template, id!));
    });
  }

  function resolveIn(template: CfnTemplate): Resolve {
    const resolve: Resolve = (value) => {
      if (Array.isArray(value)) return value.map(resolve);
      if (!value || typeof value !== 'object') return value;
      const node = value as Record<string, unknown>;
      const keys = Object.keys(node);
      if (keys.length === 1) {
        const [fn] = keys as [string];
        const arg = node[fn];
        switch (fn) {
          case 'Ref':
            return ref(template, arg as string);
          case 'Fn::GetAtt': {
            const [id, attribute] = Array.isArray(arg) ? arg : String(arg).split('.');
            return getAtt(template, id as string, attribute as string);
          }
          case 'Fn::Join': {
            const [separator, parts] = arg as [string, unknown[]];
            return (resolve(parts) as unknown[]).join(separator);
          }
          case 'Fn::Sub':
            return Array.isArray(arg)
              ? sub(template, arg[0] as string, arg[1] as Record<string, unknown>)
              : sub(template, arg as string, {});
          case 'Fn::Select': {
            const [index, list] = arg as [unknown, unknown];
            return (resolve(list) as unknown[])[Number(resolve(index))];
          }
          case 'Fn::Split': {
            const [separator, text] = arg as [string, unknown];
            return String(resolve(text)).split(separator);
          }
          case 'Fn::ImportValue': {
            const wanted = resolve(arg);
            return output((_, exportName) => exportName === wanted, `export ${String(wanted)}`);
          }
          case 'Fn::GetStackOutput': {
            const outputName = (arg as { OutputName: string }).OutputName;
            return output((name) => name === outputName, `stack output ${outputName}`);
          }
        }
        if (fn.startsWith('Fn::'))
          throw new UnresolvableError(`${fn} is not supported by the local resolver`);
      }
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, resolve(v)]));
    };
    return resolve;
  }

  return {
    /** Resolves a value found in the given template (stateless by default). */
    resolve: (value: unknown, template: CfnTemplate = templates.stateless): unknown =>
      resolveIn(template)(value),
  };
}

export type CfnResolver = ReturnType<typeof createResolver>;

/** Every resource of a type, with its logical ID. */
export const resourcesOfType = (template: CfnTemplate, type: string): [string, CfnResource][] =>
  Object.entries(template.Resources ?? {}).filter(([, r]) => r.Type === type);

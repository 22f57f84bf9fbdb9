import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { secretHash } from '../../../functions/adapters/cognito/identity-provider';

/**
 * What Cognito enforces on an app client and cognito-local 5.3.0 does not (it ignores
 * ExplicitAuthFlows, SECRET_HASH, the client secret on RevokeToken and WriteAttributes): the
 * local stack puts this guard in front of it so a direct call that AWS would refuse is refused
 * here too, so no one signs in around our limits. Everything else passes through untouched.
 */
export interface GuardedClient {
  readonly ClientId: string;
  readonly ClientSecret?: string;
  readonly ExplicitAuthFlows?: readonly string[];
  readonly WriteAttributes?: readonly string[];
}

export interface GuardRefusal {
  readonly type: 'NotAuthorizedException' | 'InvalidParameterException';
  readonly message: string;
}

const target = 'AWSCognitoIdentityProviderService.';

/** The flow names of InitiateAuth that a client must allow (`ALLOW_<flow>`). */
const allowedFlowOf = (flow: string): string =>
  flow === 'REFRESH_TOKEN' ? 'ALLOW_REFRESH_TOKEN_AUTH' : `ALLOW_${flow}`;

const bodyString = (body: Record<string, unknown>, key: string): string | undefined =>
  typeof body[key] === 'string' ? (body[key] as string) : undefined;

/** The `client_id` of a (cognito-local) access token, unverified: only to find the client's rules. */
const clientIdOfToken = (token: string | undefined): string | undefined => {
  try {
    const payload = JSON.parse(Buffer.from(token?.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof payload.client_id === 'string' ? payload.client_id : undefined;
  } catch {
    return undefined;
  }
};

/** The refusal Cognito would answer to this call, or undefined when it may pass. */
export function cognitoRefusal(
  operation: string,
  body: Record<string, unknown>,
  clientOf: (clientId: string) => GuardedClient | undefined,
): GuardRefusal | undefined {
  if (operation === 'InitiateAuth' || operation === 'AdminInitiateAuth') {
    const client = clientOf(bodyString(body, 'ClientId') ?? '');
    if (!client) return undefined; // cognito-local answers an unknown client itself
    const flow = bodyString(body, 'AuthFlow') ?? '';
    if (!(client.ExplicitAuthFlows ?? []).includes(allowedFlowOf(flow))) {
      return { type: 'InvalidParameterException', message: `${flow} flow not enabled for this client` };
    }
    if (!client.ClientSecret) return undefined;
    const parameters = (body.AuthParameters ?? {}) as Record<string, unknown>;
    const given = bodyString(parameters, 'SECRET_HASH');
    if (!given) {
      return {
        type: 'NotAuthorizedException',
        message: `Client ${client.ClientId} is configured with secret but SECRET_HASH was not received`,
      };
    }
    const username = bodyString(parameters, 'USERNAME') ?? '';
    if (given !== secretHash(client.ClientSecret, username, client.ClientId)) {
      return {
        type: 'NotAuthorizedException',
        message: `Unable to verify secret hash for client ${client.ClientId}`,
      };
    }
    return undefined;
  }
  if (operation === 'RevokeToken') {
    const client = clientOf(bodyString(body, 'ClientId') ?? '');
    if (client?.ClientSecret && bodyString(body, 'ClientSecret') !== client.ClientSecret) {
      return { type: 'NotAuthorizedException', message: 'Invalid client secret' };
    }
    return undefined;
  }
  if (operation === 'UpdateUserAttributes') {
    const client = clientOf(clientIdOfToken(bodyString(body, 'AccessToken')) ?? '');
    // Like Cognito, an empty (or absent) write list means every standard attribute is writable.
    const writable = new Set(client?.WriteAttributes ?? []);
    const names = ((body.UserAttributes ?? []) as { Name?: string }[]).map((a) => a.Name ?? '');
    const refused = names.filter((name) => !writable.has(name));
    if (client && writable.size > 0 && refused.length > 0) {
      return {
        type: 'NotAuthorizedException',
        message: `A client attempted to write unauthorized attribute ${refused.join(', ')}`,
      };
    }
  }
  return undefined;
}

/** cognito-local's clients, as it stores them (`<workDir>/.cognito/db/clients.json`). */
function clientsFile(workDir: string): (clientId: string) => GuardedClient | undefined {
  const file = join(workDir, '.cognito', 'db', 'clients.json');
  return (clientId) => {
    try {
      const clients = JSON.parse(readFileSync(file, 'utf8')).Clients as Record<string, GuardedClient>;
      return clients[clientId];
    } catch {
      return undefined;
    }
  };
}

const readBody = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

export interface CognitoGuardOptions {
  readonly port: number;
  /** cognito-local's own address, e.g. http://127.0.0.1:<port>. */
  readonly upstream: URL;
  /** cognito-local's working directory (where `.cognito/` lives). */
  readonly workDir: string;
}

/** The guard's HTTP server on localhost:`port`, forwarding what may pass to cognito-local. */
export async function startCognitoGuard(options: CognitoGuardOptions): Promise<{ stop(): Promise<void> }> {
  const clientOf = clientsFile(options.workDir);
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const body = await readBody(request);
    const targetHeader = String(request.headers['x-amz-target'] ?? '');
    if (targetHeader.startsWith(target)) {
      let parsed: Record<string, unknown> = {};
      try {
        parsed = JSON.parse(body.toString('utf8') || '{}');
      } catch {
        // cognito-local answers a body it cannot parse itself.
      }
      const refusal = cognitoRefusal(targetHeader.slice(target.length), parsed, clientOf);
      if (refusal) {
        response.writeHead(400, { 'content-type': 'application/x-amz-json-1.1' });
        response.end(JSON.stringify({ __type: refusal.type, message: refusal.message }));
        return;
      }
    }
    const forward = httpRequest(
      {
        host: options.upstream.hostname,
        port: options.upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: options.upstream.host, 'content-length': String(body.length) },
      },
      (upstream) => {
        response.writeHead(upstream.statusCode ?? 502, upstream.headers);
        upstream.pipe(response);
      },
    );
    forward.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    forward.end(body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, 'localhost', () => resolve());
  });
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

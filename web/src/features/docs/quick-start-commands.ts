/**
 * The quick start's shell commands (every curl example works as written). The key is
 * set once in $API_KEY; the query hash the create call answers is kept in $QUERY_HASH with grep
 * and cut, so the status and result calls run as pasted without jq.
 */
export interface QuickStartCommands {
  readonly authenticate: string;
  readonly submit: string;
  readonly results: string;
}

/** `baseUrl` is the public API's (public-api-url.ts). */
export function quickStartCommands(createBody: unknown, baseUrl: string): QuickStartCommands {
  const base = `${baseUrl}/v1`;
  const body = JSON.stringify(createBody).replaceAll("'", "'\\''");
  return {
    authenticate: [
      'export API_KEY="YOUR_API_KEY"',
      `curl "${base}/query/histories?limit=10" -H "X-API-Key: $API_KEY"`,
    ].join('\n'),
    submit: [
      `QUERY_HASH=$(curl -s -X POST "${base}/query/create" \\`,
      '  -H "X-API-Key: $API_KEY" \\',
      '  -H "Content-Type: application/json" \\',
      `  -d '${body}' \\`,
      `  | grep -o '"query_hash": *"[^"]*"' | cut -d'"' -f4)`,
      'echo "$QUERY_HASH"',
    ].join('\n'),
    results: [
      `curl "${base}/query/$QUERY_HASH/status" -H "X-API-Key: $API_KEY"`,
      `curl "${base}/query/$QUERY_HASH/result" -H "X-API-Key: $API_KEY"`,
    ].join('\n'),
  };
}

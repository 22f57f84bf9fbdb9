import { quickStartCommands } from './quick-start-commands';

describe('quick start commands (curl examples that work as written)', () => {
  const body = { chain: 'tron', token: 'usdt', address: "TXYZ'quote" };
  const commands = quickStartCommands(body, 'http://localhost:3000');

  it('sets the key once and sends it in the X-API-Key header', () => {
    expect(commands.authenticate).toBe(
      'export API_KEY="YOUR_API_KEY"\ncurl "http://localhost:3000/v1/query/histories?limit=10" -H "X-API-Key: $API_KEY"',
    );
  });

  it('keeps the query hash of the create answer for the next calls', () => {
    expect(commands.submit).toContain('curl -s -X POST "http://localhost:3000/v1/query/create"');
    // A quote in the body is escaped for the single-quoted shell word.
    expect(commands.submit).toContain(`-d '{"chain":"tron","token":"usdt","address":"TXYZ'\\''quote"}'`);
    const extract = /grep -o '(.+)' \| cut/.exec(commands.submit)?.[1];
    expect(extract).toBeDefined();
    // The pattern grep uses finds the hash in the compact and the spaced JSON alike.
    const pattern = new RegExp(String(extract).replace(' *', ' *'));
    expect(pattern.exec('{"query_hash":"q_abc"}')?.[0]).toBe('"query_hash":"q_abc"');
    expect(pattern.exec('{"query_hash": "q_abc"}')?.[0]).toBe('"query_hash": "q_abc"');
    expect(commands.results).toContain('curl "http://localhost:3000/v1/query/$QUERY_HASH/result"');
  });
});

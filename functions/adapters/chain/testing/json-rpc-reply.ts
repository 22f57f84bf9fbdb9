/** A fake node's JSON-RPC 2.0 answers to the request with id `id`: its result, or an error. */
export const jsonRpcReplies = (id: unknown) => ({
  ok: (result: unknown) => ({ jsonrpc: '2.0', id, result }),
  fail: (code: number, message: string) => ({ jsonrpc: '2.0', id, error: { code, message } }),
});

import { describe, expect, it } from 'vitest';
import { routes } from '../api/routes';
import { contractOf, type OperationContract, operations } from './operations';

const entries = Object.entries(operations) as [string, OperationContract][];

describe('operation registry', () => {
  it('has a contract for every route and a route for every contract', () => {
    const routeIds = routes.map((r) => r.operationId).sort();
    expect(Object.keys(operations).sort()).toEqual(routeIds);
    for (const id of routeIds) expect(contractOf(id), id).toBeDefined();
  });

  it('matches path parameters, and gives bodies only to POST routes', () => {
    for (const route of routes) {
      const contract = contractOf(route.operationId)!;
      const pathParams = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = contract.params
        ? Object.keys((contract.params as unknown as { shape: object }).shape)
        : [];
      expect(declared, route.operationId).toEqual(pathParams);
      if (route.method === 'GET') expect(contract.body, route.operationId).toBeUndefined();
    }
  });

  it.each(entries)('%s: the examples parse under the schemas', (_id, contract) => {
    const request = contract.body ?? contract.query ?? contract.params;
    if (request) {
      expect(contract.examples.request, 'a request example').toBeDefined();
      const parsed = request.safeParse(contract.examples.request);
      expect(parsed.error?.issues ?? []).toEqual([]);
    } else {
      expect(contract.examples.request).toBeUndefined();
    }
    const parsed = contract.response.safeParse(contract.examples.response);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('round-trips every response example unchanged (responses carry no defaults or transforms)', () => {
    for (const [id, contract] of entries) {
      expect(contract.response.parse(contract.examples.response), id).toEqual(contract.examples.response);
    }
  });
});

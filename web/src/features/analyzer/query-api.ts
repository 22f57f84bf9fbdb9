import type { CreateQueryRequest, CreateQueryResponse } from '../../../../shared/contract/queries.schema';
import { api } from '../../app/api';

/** POST /v1/query/create (spec 01 §7): holds a credit and queues the analysis. */
export const createQuery = (request: CreateQueryRequest) =>
  api<CreateQueryResponse>('/v1/query/create', { body: request });

import type { CreateQueryRequest } from '../../../../shared/contract/queries.schema';
import { api } from '../../lib/api';

/** POST /v1/query/create (spec 01 §7): holds a credit and queues the analysis. */
export const createQuery = (request: CreateQueryRequest) => api('createQuery', { body: request });

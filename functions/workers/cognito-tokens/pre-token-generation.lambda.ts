import type { PreTokenGenerationV2TriggerEvent } from 'aws-lambda';
import { withoutSelfServiceScope } from './pre-token-generation.worker';

/** Lambda entry of the user pool's pre-token-generation trigger (V2); it needs no configuration. */
export const handler = async (event: PreTokenGenerationV2TriggerEvent) => withoutSelfServiceScope(event);

import { seedOf } from './prng';

/** The one seed the whole simulated world derives from; changing it changes every history. */
export const WORLD_SEED = seedOf('wallet-risk simulated world', 1);

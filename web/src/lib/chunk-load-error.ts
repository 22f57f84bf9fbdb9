/**
 * A route chunk that did not load (spec 02 §8): timed out, removed by a new deployment, or lost
 * to the network. The router raises it and the route's error element offers a reload.
 */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

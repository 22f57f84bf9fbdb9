import type { ComponentType } from 'react';
import { ChunkLoadError } from '../lib/chunk-load-error';

/**
 * Lazy route chunks (spec 02 §8): a chunk that has not loaded after 120 s fails as a
 * ChunkLoadError, which the route's error element reports with a reload action.
 */
export const CHUNK_TIMEOUT_MS = 120_000;

export function withTimeout<T>(loading: Promise<T>, ms = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Chunk not loaded after ${ms} ms`)), ms);
    loading.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error instanceof Error ? error.message : String(error)));
      },
    );
  });
}

/** A react-router `lazy` for a module whose default export is the page. */
export const lazyPage =
  (load: () => Promise<{ default: ComponentType }>) => async (): Promise<{ Component: ComponentType }> => ({
    Component: (await withTimeout(load())).default,
  });

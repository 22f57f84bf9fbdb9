import type { CreateToasterReturn, ToastOptions } from '@chakra-ui/react';
import { type ComponentType, useSyncExternalStore } from 'react';
import { ApiError } from '../lib/api-error';

type ToastStore = CreateToasterReturn;

/** The store of toast-region.tsx once its chunk is in; until then the toasts asked for wait here. */
let store: ToastStore | undefined;
let Region: ComponentType | undefined;
let waiting: ToastOptions[] = [];
let loading: Promise<unknown> | undefined;
const loadedListeners = new Set<() => void>();

const loadRegion = () =>
  (loading ??= import('./toast-region').then(
    ({ toastStore, default: region }) => {
      store = toastStore;
      Region = region;
      for (const options of waiting) toastStore.create(options);
      waiting = [];
      for (const listener of loadedListeners) listener();
    },
    // A failed download drops nothing: the next toast tries again.
    () => {
      loading = undefined;
    },
  ));

/**
 * Toasts (spec 01 §9, spec 02 §2): bottom-right, at most 5 visible; success and info 4 s,
 * warning and error 5 s (toast-region.tsx). Chakra's toast store and machines load with the first
 * toast, not with the page: a toast asked for before waits for them and then shows for its whole
 * duration.
 */
export const toaster = {
  create(options: ToastOptions): void {
    if (store) store.create(options);
    else {
      waiting.push(options);
      void loadRegion();
    }
  },
  /** Removes one toast, or every toast without an id. */
  remove(id?: string): void {
    if (store) store.remove(id);
    else waiting = id === undefined ? [] : waiting.filter((options) => options.id !== id);
  },
};

export const toastDurations = { success: 4000, info: 4000, warning: 5000, error: 5000 } as const;

export function notify(
  type: keyof typeof toastDurations,
  title: string,
  description?: string,
  action?: { label: string; onClick: () => void },
) {
  toaster.create({ type, title, description, duration: toastDurations[type], action });
}

type Translate = (descriptor: { id: string }) => string;

/**
 * spec 01 §8: an error toast titled by the error's type (auth failed, input error, network error,
 * server error, operation failed) with its message; the network one offers a reload. One toast
 * per type: a second failure of the same kind updates it instead of stacking another.
 */
export function notifyApiError(error: unknown, t: Translate) {
  const type = error instanceof ApiError ? error.type : 'UNKNOWN';
  const message = error instanceof ApiError && error.message ? error.message : t({ id: 'error.generic' });
  toaster.create({
    id: `api-error:${type}`,
    type: 'error',
    title: t({ id: `error.toast.${type}` }),
    description: message,
    duration: toastDurations.error,
    action:
      type === 'NETWORK'
        ? { label: t({ id: 'error.toast.reload' }), onClick: () => window.location.reload() }
        : undefined,
  });
}

const subscribeToLoad = (listener: () => void) => {
  loadedListeners.add(listener);
  return () => loadedListeners.delete(listener);
};
const loadedRegion = () => Region;

/** Where toasts show, from the first toast on. */
export function Toaster() {
  const ToastRegion = useSyncExternalStore(subscribeToLoad, loadedRegion, loadedRegion);
  return ToastRegion ? <ToastRegion /> : null;
}

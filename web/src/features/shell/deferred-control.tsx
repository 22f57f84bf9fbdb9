import {
  cloneElement,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react';

/** The keys that open a menu or drawer from its trigger (zag's menu: Enter, Space, arrows). */
const openingKeys = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/** Modules already loaded, by their loader: a second header control of the same kind starts ready. */
const loadedModules = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * A header control (menu, side drawer) whose machinery loads when the user first reaches for it,
 * not with the page: Chakra's menu and drawer bring zag's state machines, the popper and
 * floating-ui, none of which the first screen needs. Until then `trigger` renders alone, with the
 * same look and the same `aria-haspopup`/`aria-expanded`; pointing at it, focusing it or touching
 * it starts the download, and a click or an opening key pressed before the module is in is
 * replayed on the real trigger once it is, so mouse, touch and keyboard behave as if it had always
 * been there (and the focus stays on the trigger across the swap).
 *
 * `children` renders the real control from the loaded module, with `trigger` as its trigger.
 */
export function DeferredControl<M>({
  load,
  trigger,
  popup,
  children,
}: {
  /** Stable across renders (a module-level function), so the loaded module is kept per loader. */
  readonly load: () => Promise<M>;
  readonly trigger: ReactElement<Record<string, unknown>>;
  readonly popup: 'menu' | 'dialog';
  readonly children: (module: M) => ReactNode;
}) {
  const [module, setModule] = useState<M | undefined>(() => loadedModules.get(load) as M | undefined);
  const wrapper = useRef<HTMLSpanElement>(null);
  const focused = useRef(false);
  const replay = useRef<'click' | string | null>(null);
  const loading = useRef(false);
  /** A pointer is down on the plain trigger: the swap waits for its click. */
  const pressed = useRef(false);
  /** The module, arrived while the pointer was down. */
  const arrived = useRef<{ module: M } | null>(null);

  const swap = (loaded: M) => {
    arrived.current = null;
    // Read now, while the plain trigger is still in the page: the swap removes it.
    focused.current = wrapper.current?.contains(document.activeElement) ?? false;
    setModule(() => loaded);
  };

  const start = () => {
    if (module || loading.current) return;
    loading.current = true;
    void load().then(
      (loaded) => {
        loadedModules.set(load, loaded);
        // Swapping between pointer down and up would take the element the click is aimed at away:
        // the browser would fire no click at all, or fire it on the new trigger after the replay.
        if (pressed.current) arrived.current = { module: loaded };
        else swap(loaded);
      },
      // A failed download leaves the plain trigger, which the next attempt tries again.
      () => {
        loading.current = false;
      },
    );
  };

  /** The press ended without a click (dragged off, cancelled): swap if the module is in. */
  const release = () => {
    pressed.current = false;
    if (arrived.current) swap(arrived.current.module);
  };

  useEffect(() => {
    const button = wrapper.current?.querySelector<HTMLElement>('button, [role="button"]');
    if (!module || !button) return;
    const pending = replay.current;
    replay.current = null;
    if (focused.current || pending) button.focus();
    if (pending === 'click') button.click();
    else if (pending)
      button.dispatchEvent(
        new globalThis.KeyboardEvent('keydown', { key: pending, bubbles: true, cancelable: true }),
      );
  }, [module]);

  const plain =
    module === undefined
      ? cloneElement(trigger, {
          'aria-haspopup': popup,
          'aria-expanded': false,
          onPointerEnter: start,
          onPointerDown: () => {
            pressed.current = true;
            start();
          },
          onPointerCancel: release,
          onPointerLeave: () => {
            if (pressed.current) release();
          },
          onFocus: start,
          onClick: () => {
            replay.current = 'click';
            release();
            start();
          },
          onKeyDown: (event: KeyboardEvent) => {
            if (!openingKeys.has(event.key)) return;
            event.preventDefault();
            replay.current = event.key;
            start();
          },
        })
      : null;

  // `display: contents`: the wrapper only lets the swap find the trigger; layout sees the button.
  return (
    <span ref={wrapper} style={{ display: 'contents' }}>
      {module === undefined ? plain : children(module)}
    </span>
  );
}

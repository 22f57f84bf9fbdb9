import { type ComponentType, createElement, Fragment, forwardRef, type JSX, type ReactNode } from 'react';

/**
 * What the build gives nivo in place of `@react-spring/web` (web/vite.config.ts): springs already
 * at rest. The console's charts never animate (a report appears whole, and a toggle redraws at
 * once), yet nivo animates through react-spring whether or not it is asked to: every bar, link,
 * tick and line is a spring with its own controller, ticked by react-spring's frame loop, even
 * when `animate` is off and each spring jumps to its goal. That machinery was ~150–200 ms of
 * script on every report drawn, and 17 KB gzip of what the chart chunk loads.
 *
 * Here each value is its goal from the first render: the `to` (or the plain values) of a spring,
 * the `enter` then `update` of a transition's item. Only what nivo reads is provided: `useSpring`,
 * `useSprings`, `useTransition`, `animated`, `to` and `config`, and a value's `get` and `to`. The
 * tests keep react-spring itself, with `CHART_ANIMATION` off, which draws the same resting values.
 */

/**
 * nivo's `animate` for every chart of the console: off. In the build the springs are at rest
 * anyway; the tests and the dev server keep react-spring, which then draws the same resting values.
 */
export const CHART_ANIMATION = false;

/** A spring's value once it has settled. */
export class RestingValue<T = unknown> {
  constructor(private readonly value: T) {}

  get(): T {
    return this.value;
  }

  to<U>(map: (value: T) => U): RestingValue<U> {
    return new RestingValue(map(this.value));
  }
}

const restingValueOf = (value: unknown): unknown => (value instanceof RestingValue ? value.get() : value);

type Values = Readonly<Record<string, unknown>>;
type Resting = Record<string, RestingValue>;

/** The props of a spring that are not animated values. */
const CONTROL_PROPS = new Set([
  'from',
  'to',
  'config',
  'immediate',
  'reset',
  'reverse',
  'delay',
  'loop',
  'pause',
  'cancel',
  'default',
  'ref',
  'onStart',
  'onChange',
  'onRest',
  'onResolve',
  'onProps',
]);

const asValues = (value: unknown): Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Values) : {};

/** A spring's goal: its `to`, or its animated props, over its `from`. */
function restingOf(props: Values): Resting {
  const goal = 'to' in props ? asValues(props.to) : props;
  const values = { ...asValues(props.from) };
  for (const [key, value] of Object.entries(goal)) if (!CONTROL_PROPS.has(key)) values[key] = value;
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, new RestingValue(value)]));
}

/** react-spring's imperative handle: nothing moves, so nothing to start or stop. */
const restingApi = { start: () => Promise.resolve([]), stop: () => {}, set: () => {}, pause: () => {} };

type RestingApi = typeof restingApi;

export function useSpring(props: () => Values): [Resting, RestingApi];
export function useSpring(props: Values): Resting;
export function useSpring(props: Values | (() => Values)): Resting | [Resting, RestingApi] {
  return typeof props === 'function' ? [restingOf(props()), restingApi] : restingOf(props);
}

export function useSprings(count: number, props: (index: number) => Values): [Resting[], RestingApi];
export function useSprings(count: number, props: readonly Values[]): Resting[];
export function useSprings(
  count: number,
  props: readonly Values[] | ((index: number) => Values),
): Resting[] | [Resting[], RestingApi] {
  const all = Array.from({ length: count }, (_, i) =>
    restingOf(typeof props === 'function' ? props(i) : (props[i] ?? {})),
  );
  return typeof props === 'function' ? [all, restingApi] : all;
}

type PerItem<Item> = Values | ((item: Item, index: number) => Values) | undefined;

interface TransitionProps<Item> {
  readonly keys?: ((item: Item) => unknown) | readonly unknown[] | null;
  readonly from?: PerItem<Item>;
  readonly enter?: PerItem<Item>;
  readonly update?: PerItem<Item>;
  readonly [other: string]: unknown;
}

const valuesFor = <Item,>(values: PerItem<Item>, item: Item, index: number): Values =>
  typeof values === 'function' ? values(item, index) : (values ?? {});

/**
 * Each item at the values it rests at while shown (`enter`, then `update`, over `from`), drawn by
 * `render` under its key, as react-spring keys the elements of a transition.
 */
export function useTransition<Item>(
  data: Item | readonly Item[] | null | undefined,
  props: TransitionProps<Item>,
) {
  const items: readonly Item[] = Array.isArray(data) ? data : data == null ? [] : [data as Item];
  const keyOf = (item: Item, index: number): unknown =>
    typeof props.keys === 'function'
      ? props.keys(item)
      : Array.isArray(props.keys)
        ? props.keys[index]
        : item;
  return (
    render: (
      values: Resting,
      item: Item,
      transition: { key: unknown; item: Item },
      index: number,
    ) => ReactNode,
  ) =>
    items.map((item, index) => {
      const key = keyOf(item, index);
      const values = restingOf({
        ...valuesFor(props.from, item, index),
        ...valuesFor(props.enter, item, index),
        ...valuesFor(props.update, item, index),
      });
      return createElement(Fragment, { key: String(key) }, render(values, item, { key, item }, index));
    });
}

/** A value computed from resting values: `to([a, b], (a, b) => …)` or `to(a, (a) => …)`. */
export function to<U>(inputs: unknown, compute: (...values: never[]) => U): RestingValue<U> {
  const values = (Array.isArray(inputs) ? inputs : [inputs]).map(restingValueOf);
  return new RestingValue(compute(...(values as never[])));
}

/** react-spring's presets, by name: nivo passes one along, and nothing here reads it. */
export const config = { default: {}, gentle: {}, wobbly: {}, stiff: {}, slow: {}, molasses: {} };

/** Props with every resting value, in them or in their style, read out. */
function readOut(props: Values): Values {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props))
    out[key] =
      key === 'style' && typeof value === 'object' && value !== null
        ? Object.fromEntries(Object.entries(value).map(([name, v]) => [name, restingValueOf(v)]))
        : restingValueOf(value);
  return out;
}

const animatedTypes = new Map<string | ComponentType, ComponentType<Values>>();

function animatedOf(type: string | ComponentType): ComponentType<Values> {
  let component = animatedTypes.get(type);
  if (!component) {
    component = forwardRef<unknown, Values>((props, ref) =>
      createElement(type as string, { ...readOut(props), ref }),
    ) as unknown as ComponentType<Values>;
    animatedTypes.set(type, component);
  }
  return component;
}

/** `animated.rect`, `animated.div`…, or `animated(Component)`: the element with its values read out. */
export const animated = new Proxy(animatedOf, {
  // A function's own members (`call`, `name`…) stay what they are; any other name is an element.
  get: (target, tag) =>
    typeof tag === 'string' && !(tag in target) ? animatedOf(tag) : Reflect.get(target, tag),
}) as typeof animatedOf & { readonly [Tag in keyof JSX.IntrinsicElements]: ComponentType<Values> };

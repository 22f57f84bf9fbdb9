import { type SystemContext, type SystemStyleObject, useChakraContext } from '@chakra-ui/react';
import { cssVarsPrefix } from '@chakra-ui/react/theme';
import { __unsafe_useEmotionCache, type EmotionCache, css as serializeStyles } from '@emotion/react';
import { useInsertionEffect } from 'react';

/**
 * Class names for styles that never change, made once per page instead of on every render.
 *
 * A Chakra element resolves its style props, merges its recipe, serializes the result and hashes
 * it on every render, and wraps itself in three components to do so: a report's ~260 styled
 * elements cost more script than everything else it draws. Styles written once at module level
 * (a `defineStyle` object, or a recipe's variant) give the same class every time, so it is made
 * on the first render, inserted into the page's style sheet, and looked up afterwards: the element
 * drawn is a plain one with that class, styled exactly as Chakra would style it (the same tokens,
 * conditions, breakpoints and colour modes, through the system's own `css`).
 *
 * The styles are inserted directly, not rendered as `<style>` elements, so a page drawn ahead of
 * time by the build (which keeps only what its render wrote) would arrive unstyled: such pages
 * keep Chakra's elements, and drawing one of these there is an error.
 */
type Made = {
  readonly system: SystemContext;
  readonly classes: WeakMap<object, string>;
  readonly recipes: Map<string, string>;
  readonly slotRecipes: Map<string, Readonly<Record<string, string>>>;
};

const madeByCache = new WeakMap<EmotionCache, Made>();

function made(cache: EmotionCache | null, system: SystemContext): Made {
  if (!cache)
    throw new Error(
      'static classes are made in the browser only: a page drawn ahead of time uses Chakra elements',
    );
  let found = madeByCache.get(cache);
  // A new system (a test's provider) resolves tokens of its own: its classes are made again.
  if (!found || found.system !== system) {
    found = { system, classes: new WeakMap(), recipes: new Map(), slotRecipes: new Map() };
    madeByCache.set(cache, found);
  }
  return found;
}

/**
 * Rules made during a render wait for its commit, as emotion's own do: a rule added to the page
 * makes the browser compute every element's styles again at its next frame, and a report renders
 * in a transition that yields to the browser many times, so rules inserted while rendering cost
 * one whole-page style recalculation each.
 */
const waiting = new Map<EmotionCache, Map<string, () => void>>();

function insertWaiting() {
  for (const inserts of waiting.values()) for (const insert of inserts.values()) insert();
  waiting.clear();
}

/** The class of styles the system has already resolved (its `css`, or a recipe's output). */
function classOf(cache: EmotionCache, resolved: object): string {
  const serialized = serializeStyles(resolved as Parameters<typeof serializeStyles>[0]);
  const className = `${cache.key}-${serialized.name}`;
  // Per cache: a render a test left unfinished must not keep a class from the next test's cache.
  let inserts = waiting.get(cache);
  if (!inserts) {
    inserts = new Map();
    waiting.set(cache, inserts);
  }
  if (cache.inserted[serialized.name] === undefined && !inserts.has(className))
    inserts.set(className, () => {
      if (cache.inserted[serialized.name] === undefined)
        cache.insert(`.${className}`, serialized, cache.sheet, true);
    });
  return className;
}

/**
 * A recipe's output is resolved already (Chakra's recipe functions end in the system's `css`): it
 * is not resolved again, only given the palette's variables, which the palette's own `css` makes.
 */
function withPalette(system: SystemContext, resolved: object, colorPalette: string | undefined): object {
  return colorPalette ? { ...resolved, ...system.css({ colorPalette }) } : resolved;
}

/** The page's classes made so far, the rules of new ones inserted when the render commits. */
function useMade(): { readonly cache: EmotionCache; readonly system: SystemContext; readonly found: Made } {
  const cache = __unsafe_useEmotionCache();
  const system = useChakraContext();
  useInsertionEffect(insertWaiting);
  return { cache: cache!, system, found: made(cache, system) };
}

/** The class of a style object written once (module level): the object itself is the key. */
export function useStaticClass(styles: SystemStyleObject): string {
  const { cache, system, found } = useMade();
  let className = found.classes.get(styles);
  if (className === undefined) {
    className = classOf(cache, system.css(styles));
    found.classes.set(styles, className);
  }
  return className;
}

export type RecipeChoice = {
  /** The recipe's key in the system: `badge`, `button`… (its recipe must have joined the system). */
  readonly recipe: string;
  /** The variant props, as the Chakra component takes them (a responsive one by breakpoint). */
  readonly variants?: Readonly<
    Record<string, string | boolean | Readonly<Record<string, string>> | undefined>
  >;
  readonly colorPalette?: string;
};

/**
 * The class of one variant of a Chakra recipe, with Chakra's own class name for it
 * (`chakra-badge …`), for an element that looks like the Chakra component without being one.
 */
export function useRecipeClass({ recipe, variants = {}, colorPalette }: RecipeChoice): string {
  const { cache, system, found } = useMade();
  const { recipes } = found;
  const key = `${recipe}|${colorPalette ?? ''}|${JSON.stringify(variants)}`;
  let className = recipes.get(key);
  if (className === undefined) {
    const recipeFn = system.getRecipeFn(recipe) as ((props: object) => SystemStyleObject) & {
      className: string;
    };
    const styles = classOf(cache, withPalette(system, recipeFn(variants), colorPalette));
    className = `${recipeFn.className} ${styles}`;
    recipes.set(key, className);
  }
  return className;
}

/**
 * The class of each part of one variant of a Chakra slot recipe (`table`, `alert`…), with
 * Chakra's own part class names (`chakra-table__row …`).
 */
export function useSlotRecipeClasses<Slot extends string>({
  recipe,
  variants = {},
  colorPalette,
}: RecipeChoice): Readonly<Record<Slot, string>> {
  const { cache, system, found } = useMade();
  const { slotRecipes } = found;
  const key = `${recipe}|${colorPalette ?? ''}|${JSON.stringify(variants)}`;
  let classNames = slotRecipes.get(key);
  if (classNames === undefined) {
    const recipeFn = system.getSlotRecipeFn(recipe) as ((
      props: object,
    ) => Record<string, SystemStyleObject>) & {
      classNameMap: Record<string, string>;
    };
    const parts = recipeFn(variants);
    classNames = Object.fromEntries(
      Object.entries(parts).map(([slot, styles]) => {
        const made = classOf(cache, withPalette(system, styles, colorPalette));
        return [slot, `${recipeFn.classNameMap[slot] ?? ''} ${made}`.trim()];
      }),
    );
    slotRecipes.set(key, classNames);
  }
  return classNames as Record<Slot, string>;
}

/**
 * Styles that vary with one prop (a size), made once per value: a static class is keyed by its
 * style object, so the same value must give back the same object.
 */
export function stylesPerValue<V>(make: (value: V) => SystemStyleObject): (value: V) => SystemStyleObject {
  const byValue = new Map<string, SystemStyleObject>();
  return (value) => {
    const key = JSON.stringify(value) ?? '';
    let styles = byValue.get(key);
    if (styles === undefined) {
      styles = make(value);
      byValue.set(key, styles);
    }
    return styles;
  };
}

/**
 * A colour token as the CSS variable the theme declares for it (`red.solid` →
 * `var(--chakra-colors-red-solid)`): a colour chosen while rendering goes into an element's own
 * variable, which its static class reads.
 */
export const colorVar = (token: string): string =>
  `var(--${cssVarsPrefix}-colors-${token.replaceAll('.', '-')})`;

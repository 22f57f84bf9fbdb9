/**
 * Where a poisoning lookalike differs from the address it imitates. It copies the ends (that is
 * all a hurried reader compares), so the report shows both whole with the differing middle marked.
 */
export interface LookalikeParts {
  /** The characters both share at the start. */
  readonly head: string;
  /** The lookalike's own characters in between. */
  readonly middle: string;
  /** The characters both share at the end. */
  readonly tail: string;
}

/** Splits `lookalike` into the start and end it shares with `real` (case-sensitive) and the rest. */
export function lookalikeParts(lookalike: string, real: string): LookalikeParts {
  const max = Math.min(lookalike.length, real.length);
  let head = 0;
  while (head < max && lookalike[head] === real[head]) head++;
  let tail = 0;
  while (tail < max - head && lookalike[lookalike.length - 1 - tail] === real[real.length - 1 - tail]) tail++;
  return {
    head: lookalike.slice(0, head),
    middle: lookalike.slice(head, lookalike.length - tail),
    tail: lookalike.slice(lookalike.length - tail),
  };
}

/**
 * The report fields added beyond spec 02 (verdict, exposure, coverage), which the query-result
 * entry explains in the reader's language beside the 200 example (the example shows them but says nothing of their meaning).
 * `path` is how a reader finds the field in the JSON; `[]` steps into every item of a list.
 */
export const reportFields = [
  { path: 'assessment', key: 'assessment' },
  { path: 'assessment.deciding_findings', key: 'decidingFindings' },
  { path: 'exposure', key: 'exposure' },
  { path: 'reasons[].exposure', key: 'reasonExposure' },
  { path: 'reasons[].direction', key: 'reasonDirection' },
  { path: 'reasons[].hops', key: 'reasonHops' },
  { path: 'reasons[].label', key: 'reasonLabel' },
  { path: 'top_transaction[].counterparty_label', key: 'counterpartyLabel' },
  { path: 'top_transaction[].indirect_category', key: 'indirectCategory' },
] as const;

export const reportFieldMessageId = (key: string) => `docs.reportFields.${key}`;

/** Whether some item along `path` holds the field, so the list cannot name a field the report lacks. */
export function exampleHasField(example: unknown, path: string): boolean {
  const [head = '', ...rest] = path.split('.');
  const many = head.endsWith('[]');
  const name = many ? head.slice(0, -2) : head;
  if (typeof example !== 'object' || example === null || !(name in example)) return false;
  const value = (example as Record<string, unknown>)[name];
  if (rest.length === 0) return true;
  const next = rest.join('.');
  return many && Array.isArray(value)
    ? value.some((item) => exampleHasField(item, next))
    : exampleHasField(value, next);
}

import { languages } from '../../../../shared/i18n/languages';
import { docsMessages } from './messages';
import { readEndpoint } from './openapi-model';
import { exampleHasField, reportFieldMessageId, reportFields } from './report-fields';

describe('report fields explained on the query-result entry', () => {
  const example = readEndpoint('getQueryResult')!.successExample;

  it.each(reportFields.map((f) => f.path))('%s is in the documented 200 example', (path) => {
    expect(exampleHasField(example, path)).toBe(true);
  });

  it('finds fields through lists and refuses those no item has', () => {
    const report = { reasons: [{ hops: 1 }, { hops: 2, label: { source: 'ofac' } }], assessment: null };
    expect(exampleHasField(report, 'reasons[].label')).toBe(true);
    expect(exampleHasField(report, 'reasons[].direction')).toBe(false);
    expect(exampleHasField(report, 'assessment')).toBe(true);
    expect(exampleHasField(report, 'assessment.verdict')).toBe(false);
    expect(exampleHasField(report, 'exposure')).toBe(false);
  });

  it.each(languages)('%s explains every field', (language) => {
    const messages: Readonly<Record<string, string>> = docsMessages[language];
    const missing = reportFields
      .map((f) => reportFieldMessageId(f.key))
      .filter((id) => !messages[id]?.trim());
    expect(missing).toEqual([]);
    expect(messages['docs.reportFields.title']).toBeTruthy();
  });
});

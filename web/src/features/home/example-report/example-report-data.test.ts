import example from '../../../../public/example-report.json';
import { ExampleReportError, requiredSections, validateExampleReport } from './example-report-data';

describe('the example report file (spec 01 §2)', () => {
  it('takes the generated file as it is', () => {
    expect(validateExampleReport(example)).toBe(example);
  });

  it.each(requiredSections)('refuses a file without %s', (section) => {
    const broken: Record<string, unknown> = { ...example };
    delete broken[section];
    expect(() => validateExampleReport(broken)).toThrow(ExampleReportError);
    expect(() => validateExampleReport({ ...example, [section]: null })).toThrow(ExampleReportError);
  });

  it('refuses a list section that is not a list, and a file that is not an object', () => {
    expect(() => validateExampleReport({ ...example, habit: {} })).toThrow('Malformed sections');
    expect(() => validateExampleReport({ ...example, overview: 'x' })).toThrow('Malformed sections');
    expect(() => validateExampleReport([])).toThrow(ExampleReportError);
    expect(() => validateExampleReport(null)).toThrow('Not an object');
  });
});

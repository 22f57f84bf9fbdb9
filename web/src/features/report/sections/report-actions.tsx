import { Button, Wrap } from '@chakra-ui/react';
import { LuBraces, LuPrinter, LuSheet } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { QueryResult } from '../../../../../shared/contract/queries.schema';
import { downloadText } from '../../../lib/download-text';
import { counterpartiesCsv, exportFileName, findingsCsv, reportJson } from '../report-export';

const CSV = 'text/csv;charset=utf-8';

/** The case file: the report as JSON, its findings and counterparties as CSV, or printed. */
export function ReportActions({ report }: { readonly report: QueryResult }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <Wrap gap="2" className="no-print" role="group" aria-label={text('report.export.label')}>
      <Button
        size="xs"
        variant="outline"
        onClick={() =>
          downloadText(exportFileName(report, 'report', 'json'), reportJson(report), 'application/json')
        }
      >
        <LuBraces aria-hidden />
        {text('report.export.json')}
      </Button>
      <Button
        size="xs"
        variant="outline"
        onClick={() => downloadText(exportFileName(report, 'findings', 'csv'), findingsCsv(report), CSV)}
      >
        <LuSheet aria-hidden />
        {text('report.export.findings')}
      </Button>
      <Button
        size="xs"
        variant="outline"
        onClick={() =>
          downloadText(exportFileName(report, 'counterparties', 'csv'), counterpartiesCsv(report), CSV)
        }
      >
        <LuSheet aria-hidden />
        {text('report.export.counterparties')}
      </Button>
      <Button size="xs" variant="outline" onClick={() => window.print()}>
        <LuPrinter aria-hidden />
        {text('report.export.print')}
      </Button>
    </Wrap>
  );
}

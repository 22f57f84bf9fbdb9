import { defineStyle } from '@chakra-ui/react';
import { LuBraces, LuPrinter, LuSheet } from 'react-icons/lu';
import type { QueryResult } from '../../../../../shared/contract/queries.schema';
import { ActionButton } from '../../../components/action-button';
import { useStaticClass } from '../../../components/static-class';
import { useMessage } from '../../../i18n/message-text';
import { downloadText } from '../../../lib/download-text';
import { counterpartiesCsv, exportFileName, findingsCsv, reportJson } from '../report-export';

const CSV = 'text/csv;charset=utf-8';

/** Chakra's Wrap with a gap of 2. */
const actionsStyles = defineStyle({ display: 'flex', flexWrap: 'wrap', gap: '2' });

/** The case file: the report as JSON, its findings and counterparties as CSV, or printed. */
export function ReportActions({ report }: { readonly report: QueryResult }) {
  const text = useMessage();
  const className = useStaticClass(actionsStyles);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar of buttons, not a form's fieldset
    <div className={`${className} no-print`} role="group" aria-label={text('report.export.label')}>
      <ActionButton
        icon={LuBraces}
        size="xs"
        onClick={() =>
          downloadText(exportFileName(report, 'report', 'json'), reportJson(report), 'application/json')
        }
      >
        {text('report.export.json')}
      </ActionButton>
      <ActionButton
        icon={LuSheet}
        size="xs"
        onClick={() => downloadText(exportFileName(report, 'findings', 'csv'), findingsCsv(report), CSV)}
      >
        {text('report.export.findings')}
      </ActionButton>
      <ActionButton
        icon={LuSheet}
        size="xs"
        onClick={() =>
          downloadText(exportFileName(report, 'counterparties', 'csv'), counterpartiesCsv(report), CSV)
        }
      >
        {text('report.export.counterparties')}
      </ActionButton>
      <ActionButton icon={LuPrinter} size="xs" onClick={() => window.print()}>
        {text('report.export.print')}
      </ActionButton>
    </div>
  );
}

import { LuDownload, LuRefreshCw } from 'react-icons/lu';
import { ActionButton } from '../action-button';

/**
 * The two actions over a statement-like list (credit moves, API usage): load it again, and save
 * what it shows as a CSV file (off while there is nothing to export).
 */
export function RefreshExportActions({
  refreshLabel,
  onRefresh,
  refreshing,
  exportLabel,
  exportHint,
  onExport,
  exporting,
  canExport,
}: {
  readonly refreshLabel: string;
  readonly onRefresh: () => void;
  readonly refreshing: boolean;
  readonly exportLabel: string;
  readonly exportHint?: string;
  readonly onExport: () => void;
  readonly exporting: boolean;
  readonly canExport: boolean;
}) {
  return (
    <>
      <ActionButton icon={LuRefreshCw} size="sm" onClick={onRefresh} loading={refreshing}>
        {refreshLabel}
      </ActionButton>
      <ActionButton
        icon={LuDownload}
        size="sm"
        onClick={onExport}
        loading={exporting}
        disabled={!canExport}
        title={exportHint}
      >
        {exportLabel}
      </ActionButton>
    </>
  );
}

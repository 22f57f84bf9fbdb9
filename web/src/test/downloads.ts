import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { expect, vi } from 'vitest';
import { type ApiCall, answerApi } from './api-server';

/**
 * Catches the files a screen saves (an object URL clicked through a link), so a test can read
 * what the user would get. `restore` puts the link's click back.
 */
export function catchDownloads() {
  const files: Blob[] = [];
  URL.createObjectURL = (blob: Blob) => {
    files.push(blob);
    return `blob:${files.length}`;
  };
  URL.revokeObjectURL = () => {};
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return {
    click,
    /** The text of the first file saved. */
    firstText: async (): Promise<string> => {
      const blob = files[0];
      if (!blob) throw new Error('no file saved');
      return new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(blob);
      });
    },
    restore: () => click.mockRestore(),
  };
}

/**
 * A screen's CSV export end to end: answers `operationId` with `csv`, clicks the screen's
 * "Export CSV" button and waits for the file. Returns the export calls and the saved file's text.
 */
export async function exportCsv(
  user: UserEvent,
  operationId: 'exportCreditStatement' | 'exportApiUsageStats',
  csv: string,
): Promise<{ readonly calls: ApiCall[]; readonly file: string }> {
  const downloads = catchDownloads();
  try {
    const calls = answerApi(
      operationId,
      () => new HttpResponse(csv, { headers: { 'Content-Type': 'text/csv' } }),
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.click).toHaveBeenCalled());
    return { calls, file: await downloads.firstText() };
  } finally {
    downloads.restore();
  }
}

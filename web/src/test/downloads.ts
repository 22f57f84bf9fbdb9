import { vi } from 'vitest';

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

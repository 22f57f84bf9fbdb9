import { fireEvent, screen } from '@testing-library/react';
import { storageKeys } from '../lib/storage';
import { renderWithProviders } from '../test/render';
import { CopyValue } from './copy-value';
import { Toaster } from './toaster';
import { TOAST_VALUE_CHARS } from './use-copy';

/** spec 02 §8: a copy says so with a toast that shows the copied value; a failure says it failed. */
describe('copying a value', () => {
  const writeText = vi.fn<(text: string) => Promise<void>>();
  beforeEach(() => {
    localStorage.setItem(storageKeys.language, 'en-US');
    writeText.mockReset().mockResolvedValue();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });

  const copy = (value: string) => {
    renderWithProviders(
      <>
        <CopyValue value={value} whole />
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: `Copy address ${value}` }));
  };

  it('shows the copied value in a success toast', async () => {
    copy('TCC2iyUf75x4h56XAeHuB6T8E17g9T7AYY');
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('TCC2iyUf75x4h56XAeHuB6T8E17g9T7AYY');
    expect(screen.getAllByText('TCC2iyUf75x4h56XAeHuB6T8E17g9T7AYY')).toHaveLength(2);
  });

  it('shortens a long value in the toast, copying it whole', async () => {
    const long = `curl -s ${'x'.repeat(200)}`;
    copy(long);
    await screen.findByText('Copied');
    expect(writeText).toHaveBeenCalledWith(long);
    expect(screen.getByText(`${long.slice(0, TOAST_VALUE_CHARS - 1)}…`)).toBeInTheDocument();
  });

  it('says the copy failed when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    document.execCommand = () => false;
    copy('0x3f5CE5FBFe3E9af3971dD833D26bA9b5C936f0bE');
    expect(await screen.findByText('Copy failed')).toBeInTheDocument();
  });
});

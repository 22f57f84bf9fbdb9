import { Table } from '@chakra-ui/react';
import { fireEvent, screen } from '@testing-library/react';
import { storageKeys } from '../lib/storage';
import { renderWithProviders } from '../test/render';
import { ScrollTable } from './scroll-table';

/** jsdom lays nothing out: the widths a phone would give are set by hand. */
function sizeScrollArea(area: HTMLElement, { client, scroll }: { client: number; scroll: number }) {
  Object.defineProperty(area, 'clientWidth', { configurable: true, value: client });
  Object.defineProperty(area, 'scrollWidth', { configurable: true, value: scroll });
}

const table = (
  <ScrollTable data-testid="area">
    <Table.Root>
      <Table.Body>
        <Table.Row>
          <Table.Cell>wide</Table.Cell>
        </Table.Row>
      </Table.Body>
    </Table.Root>
  </ScrollTable>
);

describe('scroll table', () => {
  beforeEach(() => localStorage.setItem(storageKeys.language, 'en-US'));

  it('says nothing when every column fits', () => {
    renderWithProviders(table);
    expect(screen.queryByTestId('scroll-hint')).not.toBeInTheDocument();
    expect(screen.getByTestId('area')).not.toHaveAttribute('tabindex');
  });

  it('tells the reader to swipe when columns are cut off, and takes the keyboard', () => {
    renderWithProviders(table);
    const area = screen.getByTestId('area');
    sizeScrollArea(area, { client: 390, scroll: 900 });
    fireEvent.scroll(area);
    expect(screen.getByTestId('scroll-hint')).toHaveTextContent('Swipe sideways to see every column');
    expect(area).toHaveAttribute('tabindex', '0');
  });
});

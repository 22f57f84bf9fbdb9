import { screen } from '@testing-library/react';
import { storageKeys } from '../../lib/storage';
import { renderWithProviders } from '../../test/render';
import { LegalPage, legalSections } from './legal-page';

// Chakra's DOM makes role queries slow in jsdom under load; allow more than the 5 s default.
describe('legal pages', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.setItem(storageKeys.language, 'en-US'));

  it.each(['terms', 'privacy'] as const)(
    'renders %s with a table of contents linking every section',
    (doc) => {
      renderWithProviders(<LegalPage doc={doc} />);
      const nav = screen.getByRole('navigation', { name: 'Contents' });
      const links = nav.querySelectorAll('a');
      expect(links).toHaveLength(legalSections[doc].length);
      for (const link of links) {
        const target = document.getElementById(link.getAttribute('href')!.slice(1));
        expect(target?.tagName).toBe('H2');
      }
    },
  );

  it('names the contact address', () => {
    renderWithProviders(<LegalPage doc="privacy" />);
    expect(screen.getByText(/support@walletrisk\.io/)).toBeInTheDocument();
  });
});

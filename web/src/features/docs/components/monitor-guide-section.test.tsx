import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { DocsPage } from './docs-page';

const renderDocs = (search: string, language = 'en-US') => {
  localStorage.setItem('language', language);
  return renderWithProviders(<DocsPage />, { route: `/docs${search}` });
};

describe('docs page, monitoring guides and webhook operations', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists the alert guides and the five delivery and signing operations in the sidebar', () => {
    renderDocs('?section=monitor-alerts');
    const nav = screen.getByRole('navigation', { name: 'Documentation sections' });
    for (const name of [
      'Alerts and detection',
      'Verifying webhooks',
      'Delivery attempts',
      'Send an alert again',
      'Send a test event',
      'Get webhook secret',
      'Rotate webhook secret',
    ])
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Alerts and detection' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('explains the three alert types, the similar-address rule, credits, and makes an alert happen', () => {
    renderDocs('?section=monitor-alerts');
    expect(screen.getByRole('heading', { level: 2, name: 'Alerts and detection' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      'known_risk',
      'similar_address',
      'normal_transaction',
    ]);
    expect(rows.map((r) => within(r).getAllByRole('cell')[2]!.textContent)).toEqual([
      'High',
      'Medium',
      'Low',
    ]);
    expect(screen.getByText(/its first 4 and its last 4 characters, after the/)).toBeInTheDocument();
    expect(screen.getByText(/One push costs 3 credits, charged once per alert/)).toBeInTheDocument();
    expect(screen.getByText(/at most 150 credits a day by default/)).toBeInTheDocument();
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps).toHaveLength(6);
    // Before Transaction detection on the busy example address: its estimate.
    expect(steps[2]).toHaveTextContent('/v1/monitor/address/estimate?chain=ethereum');
    expect(steps[3]).toHaveTextContent('curl -X POST "http://localhost:3000/_local/ledger/transfers"');
    expect(steps[3]).toHaveTextContent('0x0330070fd38ec3bb94f58fa55d40368271e9e54a');
    expect(within(steps[1]!).getByRole('button', { name: /Copy/ })).toBeInTheDocument();
  });

  it('explains how to verify a webhook with a Standard Webhooks library', () => {
    renderDocs('?section=webhook-verification');
    expect(screen.getByRole('heading', { level: 2, name: 'Verifying webhooks' })).toBeInTheDocument();
    expect(screen.getByText(/webhook-signature: v1,/)).toBeInTheDocument();
    expect(screen.getByText('TypeScript (Node.js)')).toBeInTheDocument();
    expect(screen.getByText(/import \{ Webhook \} from 'standardwebhooks'/)).toBeInTheDocument();
    expect(screen.getByText(/from standardwebhooks.webhooks import Webhook/)).toBeInTheDocument();
    expect(
      screen.getByText(/For 24 hours after a rotation every delivery carries two signatures/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/retried 10 times, after 5 s, 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, 4 h, 8 h, 8 h/),
    ).toBeInTheDocument();
  });

  it('documents the signing operations from the document', () => {
    renderDocs('?section=get-webhook-secret');
    expect(screen.getByTestId('endpoint-path')).toHaveTextContent('/v1/monitor/webhook/secret');
    renderDocs('?section=alert-deliveries');
    expect(screen.getAllByTestId('endpoint-path').at(-1)).toHaveTextContent(
      '/v1/monitor/alerts/{id}/deliveries',
    );
  });

  it('reads in Chinese', () => {
    renderDocs('?section=webhook-verification', 'zh-CN');
    expect(screen.getByRole('heading', { level: 2, name: '校验 Webhook' })).toBeInTheDocument();
    expect(screen.getByText(/轮换后 24 小时内每次投递都带有新旧两个签名/)).toBeInTheDocument();
  });
});

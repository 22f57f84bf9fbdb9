import { screen } from '@testing-library/react';
import type { UserPackage } from '../../../../shared/contract/accounts.schema';
import { answerApi, apiFailure, noAnswer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render';
import { signIn } from '../../test/session';
import { PremiumGuard } from './premium-guard';

const pkg = (package_type: number): UserPackage => ({
  package_type,
  begin_at: '2026-01-01T00:00:00Z',
  end_at: null,
  query_quota: 1,
  used_query_quota: 0,
  monitor_address_count: 1,
});

const renderGuard = () =>
  renderWithProviders(
    <PremiumGuard>
      <p>the feature</p>
    </PremiumGuard>,
  );

describe('premium-feature guard (spec 01 §2, §6)', () => {
  beforeEach(() => signIn());

  it('shows a loading state while the plan loads', () => {
    answerApi('getUserPackage', noAnswer);
    renderGuard();
    expect(screen.getByText('Checking your plan…')).toBeInTheDocument();
    expect(screen.queryByText('the feature')).not.toBeInTheDocument();
  });

  it.each([0, 1])('shows the upgrade card for package_type %i', async (type) => {
    answerApi('getUserPackage', pkg(type));
    renderGuard();
    expect(await screen.findByText('Upgrade to unlock this feature')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/price');
    expect(screen.getByRole('link', { name: 'Learn the API' })).toHaveAttribute('href', '/docs');
    expect(screen.queryByText('the feature')).not.toBeInTheDocument();
  });

  it.each([2, 3, 4, 1001])('shows the feature for package_type %i', async (type) => {
    answerApi('getUserPackage', pkg(type));
    renderGuard();
    expect(await screen.findByText('the feature')).toBeInTheDocument();
    expect(screen.queryByText('Upgrade to unlock this feature')).not.toBeInTheDocument();
  });

  it('offers a retry when the plan cannot be loaded', async () => {
    answerApi('getUserPackage', apiFailure(503));
    renderGuard();
    expect(await screen.findByText('Package info failed to load')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

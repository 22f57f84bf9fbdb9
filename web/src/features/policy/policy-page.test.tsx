import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exampleCustomRiskPolicy, exampleRiskPolicy } from '../../../../shared/contract/examples';
import { answerApi } from '../../test/api-server';
import { renderWithProviders } from '../../test/render';
import { signIn, signOut } from '../../test/session';
import { PolicyPage } from './policy-page';

describe('risk policy editor', () => {
  beforeEach(() => signIn());
  afterEach(signOut);

  it('shows the default policy and saves a tuned one as a new version', async () => {
    answerApi('getRiskPolicy', { policy: exampleRiskPolicy, default_policy: exampleRiskPolicy });
    const saves = answerApi('setRiskPolicy', { policy: exampleCustomRiskPolicy });
    const user = userEvent.setup();
    renderWithProviders(<PolicyPage />);
    expect(await screen.findByText('Default policy · version 1')).toBeInTheDocument();
    const highReject = screen.getByRole('textbox', {
      name: 'Reject threshold, Indirect · fraud, black industry or high risk',
    });
    expect(highReject).toHaveValue('');
    await user.type(highReject, '20');
    await user.click(screen.getByRole('button', { name: 'Save as a new version' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    const body = saves[0]!.body as { thresholds: { indirect: { high: unknown } }; expected_version: number };
    expect(body.thresholds.indirect.high).toEqual({ review_at_percent: 5, reject_at_percent: 20 });
    expect(body.expected_version).toBe(0);
    expect(
      await screen.findByText(`Your policy · version ${exampleCustomRiskPolicy.version}`),
    ).toBeInTheDocument();
  });

  it('will not save a review threshold above the reject one', async () => {
    answerApi('getRiskPolicy', { policy: exampleRiskPolicy, default_policy: exampleRiskPolicy });
    const user = userEvent.setup();
    renderWithProviders(<PolicyPage />);
    const review = await screen.findByRole('textbox', {
      name: 'Review threshold, Direct · fraud, black industry or high risk',
    });
    await user.clear(review);
    await user.type(review, '50');
    expect(
      screen.getByText('The review threshold must not be above the reject threshold'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save as a new version' })).toBeDisabled();
  });
});

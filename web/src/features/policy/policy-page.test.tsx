import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exampleCustomRiskPolicy, exampleRiskPolicy } from '../../../../shared/contract/examples';
import type { ListRiskPolicyVersionsResponse } from '../../../../shared/contract/risk-policy.schema';
import { answerApi } from '../../test/api-server';
import { renderWithProviders } from '../../test/render';
import { signIn, signOut } from '../../test/session';
import { PolicyPage } from './policy-page';

/** The history a user who never saved has: the built-in version 1 alone. */
const builtInOnly: ListRiskPolicyVersionsResponse = {
  versions: [{ ...exampleRiskPolicy, changes: [] }],
  total_count: 1,
};

describe('risk policy editor', () => {
  beforeEach(() => signIn());
  afterEach(signOut);

  it('shows the default policy and saves a tuned one as a new version', async () => {
    answerApi('getRiskPolicy', { policy: exampleRiskPolicy, default_policy: exampleRiskPolicy });
    let history = builtInOnly;
    const historyReads = answerApi('listRiskPolicyVersions', () => history);
    const saves = answerApi('setRiskPolicy', () => {
      history = {
        versions: [{ ...exampleCustomRiskPolicy, changes: [] }, ...builtInOnly.versions],
        total_count: 2,
      };
      return { policy: exampleCustomRiskPolicy };
    });
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
    // Based on the built-in version 1; the first save is version 2.
    expect(body.expected_version).toBe(1);
    expect(await screen.findByTestId('policy-current')).toHaveTextContent('Your policy · version 2');
    // The history is read again and lists the new version first.
    await waitFor(() => expect(historyReads.length).toBeGreaterThan(1));
    const entries = within(screen.getByTestId('policy-history')).getAllByRole('listitem', {
      name: /version/,
    });
    expect(entries.map((e) => e.getAttribute('aria-label'))).toEqual([
      'Your policy · version 2',
      'Default policy · version 1',
    ]);
  });

  it('shows each version with what it changed, and fills an older one in from the keyboard', async () => {
    const v3 = {
      ...exampleCustomRiskPolicy,
      version: 3,
      thresholds: {
        ...exampleCustomRiskPolicy.thresholds,
        direct: {
          ...exampleCustomRiskPolicy.thresholds.direct,
          sanction: { review_at_percent: 0, reject_at_percent: null },
        },
        lookalike_paid: 'reject' as const,
      },
    };
    answerApi('getRiskPolicy', { policy: v3, default_policy: exampleRiskPolicy });
    answerApi('listRiskPolicyVersions', {
      versions: [
        {
          ...v3,
          changes: [
            { rule: 'direct.sanction', field: 'review_at_percent', from: null, to: 0 },
            { rule: 'direct.sanction', field: 'reject_at_percent', from: 0, to: null },
            { rule: 'lookalike_paid', field: 'verdict', from: 'review', to: 'reject' },
          ],
        },
        {
          ...exampleCustomRiskPolicy,
          changes: [{ rule: 'direct.high', field: 'reject_at_percent', from: 10, to: 5.5 }],
        },
        { ...exampleRiskPolicy, changes: [] },
      ],
      total_count: 3,
    });
    const user = userEvent.setup();
    renderWithProviders(<PolicyPage />);
    const newest = await screen.findByRole('listitem', { name: 'Your policy · version 3' });
    expect(within(newest).getByText('In use')).toBeInTheDocument();
    expect(
      within(newest)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Direct exposure · sanctioned, review at: never → any amount',
      'Direct exposure · sanctioned, reject at: any amount → never',
      'Money sent to an address-poisoning lookalike, verdict: Review → Reject',
    ]);
    const second = screen.getByRole('listitem', { name: 'Your policy · version 2' });
    expect(
      within(second).getByText('Direct exposure · fraud, black industry or high risk, reject at: 10% → 5.5%'),
    ).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Default policy · version 1' })).toHaveTextContent(
      'Built in',
    );

    // Keyboard: tab to "Fill in version 1" and press Enter; the editor holds the default again.
    const fill = screen.getByRole('button', { name: 'Fill in version 1' });
    fill.focus();
    await user.keyboard('{Enter}');
    expect(
      screen.getByRole('textbox', { name: 'Reject threshold, Direct · fraud, black industry or high risk' }),
    ).toHaveValue('10');
  });

  it('will not save a review threshold above the reject one', async () => {
    answerApi('getRiskPolicy', { policy: exampleRiskPolicy, default_policy: exampleRiskPolicy });
    answerApi('listRiskPolicyVersions', builtInOnly);
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

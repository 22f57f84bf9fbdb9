import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { plans } from '../../../../shared/constants/plans';
import { creditsFor } from '../../../../shared/rules/billing-rules';
import { saveSession } from '../../lib/session';
import { storageKeys } from '../../lib/storage';
import { answerApi, answerRuntimeConfig, exampleAnswer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render';
import { billingExampleTransfers } from './credits-section';
import { PricingPage } from './pricing-page';

const userPackage = (packageType: number) => ({
  package_type: packageType,
  begin_at: '2026-11-01T00:00:00Z',
  end_at: null,
  query_quota: 10,
  used_query_quota: 0,
  monitor_address_count: 1,
});

const signIn = () =>
  saveSession({ accessToken: 'tok', refreshToken: 'r', expiresAt: Math.floor(Date.now() / 1000) + 3600 });

const planButton = (key: string) => within(screen.getByTestId(`plan-${key}`)).getByRole('button');

function renderPricing() {
  return renderWithProviders(
    <Routes>
      <Route path="/price" element={<PricingPage />} />
      <Route path="/login" element={<p>login page</p>} />
    </Routes>,
    { route: '/price' },
  );
}

// Chakra's DOM makes role queries slow in jsdom under load; allow more than the 5 s default.
describe('pricing page (spec 02 §2)', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.setItem(storageKeys.language, 'en-US'));

  it('shows the five plans with advanced marked recommended', () => {
    renderPricing();
    for (const plan of plans) expect(screen.getByTestId(`plan-${plan.key}`)).toBeInTheDocument();
    expect(within(screen.getByTestId('plan-advanced')).getByText('Recommended')).toBeInTheDocument();
    expect(within(screen.getByTestId('plan-basic')).getByText('$59')).toBeInTheDocument();
    expect(within(screen.getByTestId('plan-professional')).getByText('$599')).toBeInTheDocument();
  });

  // Expected label per card (normal, basic, advanced, professional, enterprise). Which button every
  // package_type gets is plan-action.test.ts's; here, that the cards say it and disable their own.
  const cases: [number, string[]][] = [
    [2, ['Downgrade', 'Downgrade', 'Current plan', 'Upgrade', 'Upgrade']],
    [1001, ['Downgrade', 'Downgrade', 'Downgrade', 'Downgrade', 'Current plan']],
  ];
  it.each(cases)('labels the buttons for package_type %i', async (packageType, labels) => {
    signIn();
    answerApi('getUserPackage', userPackage(packageType));
    renderPricing();
    await waitFor(() => expect(planButton('normal')).toHaveTextContent(labels[0]!));
    plans.forEach((plan, i) => {
      const button = planButton(plan.key);
      expect(button).toHaveTextContent(labels[i]!);
      if (labels[i] === 'Current plan') expect(button).toBeDisabled();
      else expect(button).toBeEnabled();
    });
  });

  it('sends a signed-in user’s upgrade request to sales, their e-mail filled in', async () => {
    signIn();
    const user = userEvent.setup();
    answerApi('getUserPackage', userPackage(1));
    answerApi('getUser', { ...exampleAnswer('getUser'), email: 'ana@example.com' });
    const sent = answerApi('submitSalesInquiry', { received: true, reference: 'SI-7G2K9Q4M' });
    renderPricing();
    await waitFor(() => expect(planButton('advanced')).toHaveTextContent('Upgrade'));
    await user.click(planButton('advanced'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Change to Advanced')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText(/E-mail/)).toHaveValue('ana@example.com'));
    expect(within(dialog).getByLabelText('Plan of interest')).toHaveValue('advanced');

    // Nothing is sent without a name and a message.
    await user.click(within(dialog).getByRole('button', { name: 'Send to sales' }));
    expect(within(dialog).getByText('Enter your name')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Name/), 'Ana Lima');
    await user.type(within(dialog).getByLabelText(/Message/), 'About 2,000 addresses a month.');
    await user.click(within(dialog).getByRole('button', { name: 'Send to sales' }));

    expect(await within(dialog).findByText(/Your reference is SI-7G2K9Q4M/)).toBeInTheDocument();
    expect(sent.map((call) => call.body)).toEqual([
      {
        name: 'Ana Lima',
        email: 'ana@example.com',
        company: '',
        plan: 'advanced',
        message: 'About 2,000 addresses a month.',
      },
    ]);
  });

  it('offers only the contact channels this deployment configured', async () => {
    const user = userEvent.setup();
    answerRuntimeConfig({ contact: { chat: 'https://t.me/walletrisk_support' } });
    renderPricing();
    const chat = await screen.findAllByRole('link', { name: /Telegram/ });
    expect(chat[0]).toHaveAttribute('href', 'https://t.me/walletrisk_support');
    expect(screen.queryByRole('link', { name: /Follow us on X/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /E-mail sales/ })).not.toBeInTheDocument();

    // A guest reaches the form too, from the consultation section.
    await user.click(screen.getByRole('button', { name: 'Write to sales' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/E-mail/)).toHaveValue('');
    expect(within(dialog).getByRole('link', { name: /Telegram/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: /E-mail sales/ })).not.toBeInTheDocument();
  });

  it('sends a guest to /login and saves /price as the return path', async () => {
    const user = userEvent.setup();
    renderPricing();
    expect(planButton('normal')).toHaveTextContent('Get started');
    expect(planButton('enterprise')).toHaveTextContent('Contact sales');
    await user.click(planButton('basic'));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.returnTo)).toBe('/price');
  });

  it('prices the billing examples with creditsFor', () => {
    renderPricing();
    const rows = within(screen.getByTestId('billing-examples')).getAllByRole('row').slice(1);
    expect(billingExampleTransfers.map(creditsFor)).toEqual([1, 2, 5, 15]);
    expect(rows.map((r) => r.textContent)).toEqual([
      '500 transactions1 credit',
      '1,500 transactions2 credits',
      '5,000 transactions5 credits',
      '15,000 transactions15 credits',
    ]);
  });

  it('states the monitoring billing: 20 credits per extra address, 7 on 1001, 3 per alert', () => {
    renderPricing();
    expect(screen.getByText(/costs 20 credits when added \(7 credits on package 1001\)/)).toBeInTheDocument();
    expect(screen.getByText(/Every pushed alert \(e-mail or webhook\) costs 3 credits/)).toBeInTheDocument();
    expect(screen.getByText(/pushes pause when your credits run out/)).toBeInTheDocument();
  });

  it('does not sell pushed alerts on Normal, whose 1 credit a day never pays for one', () => {
    renderPricing();
    expect(screen.getByText('Alerts in the console (a push costs 3 credits)')).toBeInTheDocument();
    expect(screen.getAllByText('E-mail and webhook alerts')).toHaveLength(4);
  });
});

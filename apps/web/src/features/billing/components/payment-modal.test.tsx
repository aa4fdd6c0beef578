import { CREDIT_PACKS } from '@ai-realty/shared/billing-catalogue';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider, useSession } from '@/lib/session';
import { makeUser } from '@/test/ai-fixtures';
import { type MockRoute, mockApi, signIn } from '@/test/api-mock';
import { renderPage } from '@/test/render-page';
import { PaymentModal } from './payment-modal';

const pack = CREDIT_PACKS[0];

/** As in the app, where the signed-in shell shows a page once the session has its user. */
function SignedIn({ onSuccess }: { onSuccess: (message: string) => void }) {
  const { user } = useSession();
  if (!user) return null;
  return (
    <PaymentModal
      purchase={{ kind: 'pack', pack }}
      provider="sandbox"
      onClose={() => {}}
      onSuccess={onSuccess}
    />
  );
}

function open(routes: Record<string, MockRoute> = {}) {
  const stub = mockApi({
    'POST /api/validate': { body: { valid: true, isEmailVerified: true, lastLoginAt: null } },
    'GET /api/user/get/me': { body: makeUser() },
    ...routes,
  });
  const onSuccess = vi.fn();
  renderPage(
    <SessionProvider navigate={() => undefined}>
      <SignedIn onSuccess={onSuccess} />
    </SessionProvider>,
  );
  return { stub, onSuccess };
}

const paid = (stub: ReturnType<typeof mockApi>) =>
  stub.calls.filter((c) => c.method === 'POST' && c.path !== '/api/validate');

beforeEach(() => signIn());

describe('PaymentModal', () => {
  it('starts with the agent name and email, and names only the first problem, at its field', async () => {
    const { stub } = open();
    const dialog = await screen.findByRole('dialog', { name: `Buy ${pack.name}` });
    expect(within(dialog).getByLabelText('Full name')).toHaveValue('Dana Realtor');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('dana@example.com');
    const user = userEvent.setup();

    // Pay stays disabled until the card is complete: a partial card cannot be sent.
    const pay = within(dialog).getByRole('button', { name: /^Pay / });
    expect(pay).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Card number'), '4242424242424242');
    await user.type(within(dialog).getByLabelText('Expiry (MM / YY)'), '1234');
    await user.type(within(dialog).getByLabelText('CVC'), '123');
    expect(within(dialog).getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(within(dialog).getByLabelText('Expiry (MM / YY)')).toHaveValue('12 / 34');
    expect(pay).toBeEnabled();

    // Two problems in the details: the email is named first, alone.
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.clear(within(dialog).getByLabelText('Full name'));
    await user.click(pay);
    expect(await within(dialog).findByText('Valid email address is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText('Full name is required')).toBeNull();
    expect(paid(stub)).toEqual([]);

    // The email fixed, its error goes as it is typed; the next attempt names the name.
    await user.type(within(dialog).getByLabelText('Email'), 'dana@example.com');
    await waitFor(() => expect(within(dialog).queryByText('Valid email address is required')).toBeNull());
    await user.click(pay);
    expect(await within(dialog).findByText('Full name is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Full name')).toHaveFocus();
    expect(paid(stub)).toEqual([]);
  });

  it('turns the card into a payment method and buys the pack with an Idempotency-Key', async () => {
    const { stub, onSuccess } = open({
      'POST /api/billing/sandbox/payment-methods': { body: { paymentMethodId: 'pm_card_visa' } },
      'POST /api/payments/token-packs/purchase': {
        body: {
          paymentId: 'pay_1',
          status: 'succeeded',
          requiresAction: false,
          clientSecret: null,
          creditsGranted: 55,
          newCreditBalance: 65,
        },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: `Buy ${pack.name}` });
    expect(within(dialog).getByLabelText('Full name')).toHaveValue('Dana Realtor');
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Card number'), '4242424242424242');
    await user.type(within(dialog).getByLabelText('Expiry (MM / YY)'), '1234');
    await user.type(within(dialog).getByLabelText('CVC'), '123');
    await user.click(within(dialog).getByRole('button', { name: /^Pay / }));

    await waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith(
        'Successfully purchased 55 credits! Your new balance is 65 credits.',
      ),
    );
    const [method, purchase] = paid(stub);
    expect(method.body).toEqual({ number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' });
    expect(purchase.body).toEqual({ packSize: pack.creditCount, paymentMethodId: 'pm_card_visa' });
    expect(purchase.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    // The card is cleared for the next purchase; the details stay.
    expect(within(dialog).getByLabelText('Card number')).toHaveValue('');
    expect(within(dialog).getByLabelText('Full name')).toHaveValue('Dana Realtor');
  });
});

import type { Sandbox } from '@telco-portal/sandbox';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useCurrentProduct } from '../../hooks/use-current-product.ts';
import { demoSession, renderBlock, sandboxApi, startSandbox } from '../../test/harness.tsx';
import { ProductTypeTransfer } from './ProductTypeTransfer.tsx';

vi.setConfig({ testTimeout: 30_000 });

// SPEC §2 sim-transfer-product-type, §7 PUT /sim/v1/product-type/{dry}. Each file has its own sandbox, so these
// tests may change the demo accounts' types.
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.close());

/** The account type the dashboard and the guards read (same SWR key as the block's products). */
function TypeNow() {
  const { accountType } = useCurrentProduct();
  return <p>{`type now: ${accountType ?? '…'}`}</p>;
}

const checkButton = () => screen.getByRole('button', { name: 'Check the change' });

describe('given the prepay demo account', () => {
  it('asks for a choice, previews the change without making it, then makes it on confirm', async () => {
    const api = sandboxApi(sandbox);
    const session = await demoSession(api, 'prepay@harbour.test');
    const customer = session.currentCustomerUUID!;
    renderBlock(
      <>
        <ProductTypeTransfer />
        <TypeNow />
      </>,
      { session, path: '/profile/mobile/sim-transfer-product-type' },
    );
    expect(await screen.findByRole('heading', { name: 'Change payment type', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('type now: prepay')).toBeInTheDocument();
    // The other two types, each with what it means; not the one the number has.
    const group = screen.getByRole('group', { name: 'Move to' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['postpay', 'payg']);
    expect(within(group).getByText(/^One bill each billing period/)).toBeInTheDocument();

    // No choice: the error summary takes focus and links to the first option.
    await userEvent.click(checkButton());
    const summary = await screen.findByRole('heading', { name: /problem/i });
    await waitFor(() => expect(summary.closest('[tabindex="-1"]')).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Choose a payment type.' })).toBeInTheDocument();

    // The preview (dry run) changes nothing.
    await userEvent.click(within(group).getByRole('radio', { name: /Pay monthly/ }));
    await userEvent.click(checkButton());
    const checked = await screen.findByText('+64211234501 moves from Prepay to Pay monthly.');
    await waitFor(() => expect(checked.closest('[tabindex="-1"]')).toHaveFocus());
    const [before] = await api.products.list(customer);
    expect(before!.BillingReference).toMatch(/^prepay/);

    await userEvent.click(screen.getByRole('button', { name: 'Confirm: move to Pay monthly' }));
    const success = (await screen.findByText('Payment type changed')).closest(
      '[tabindex="-1"]',
    ) as HTMLElement;
    await waitFor(() => expect(success).toHaveFocus());
    expect(within(success).getByText('+64211234501 is now Pay monthly.')).toBeInTheDocument();
    const [after] = await api.products.list(customer);
    expect(after!.BillingReference).toMatch(/^postpay/);
    // The shared products were read again: the dashboard and the guards see the new type without a reload.
    expect(await screen.findByText('type now: postpay')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my mobile' })).toHaveAttribute(
      'href',
      '/profile/mobile',
    );
  });
});

describe('given a failure', () => {
  it('shows the SPEC §8 text, keeps the choice and changes nothing', async () => {
    const api = sandboxApi(sandbox);
    const session = await demoSession(api, 'payg@harbour.test');
    renderBlock(<ProductTypeTransfer />, { session, path: '/profile/mobile/sim-transfer-product-type' });
    const prepay = await screen.findByRole('radio', { name: /Prepay/ });
    await userEvent.click(prepay);
    const rule = sandbox.faults.add('PUT /api/sim/v1/product-type/*', 'status=503');
    try {
      await userEvent.click(checkButton());
      const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
      await waitFor(() => expect(alert.closest('[tabindex="-1"]') ?? alert).toHaveFocus());
      expect(alert).toHaveTextContent(/^Error!/);
    } finally {
      sandbox.faults.remove(rule.id);
    }
    expect(prepay).toBeChecked();
    const [product] = await api.products.list(session.currentCustomerUUID!);
    expect(product!.BillingReference).toMatch(/^payg/);
  });

  it("says so when the number already has the type (409 'same_product_type')", async () => {
    const api = sandboxApi(sandbox);
    const session = await demoSession(api, 'postpay@harbour.test');
    renderBlock(<ProductTypeTransfer />, { session, path: '/profile/mobile/sim-transfer-product-type' });
    await userEvent.click(await screen.findByRole('radio', { name: /Prepay/ }));
    // Another tab moved the number first.
    const [product] = await api.products.list(session.currentCustomerUUID!);
    await api.call('transferProductType', {
      params: { dry: 'false' },
      body: {
        CustomerUUID: session.currentCustomerUUID!,
        ProductInstanceUUID: product!.UUID,
        Type: 'prepay',
      },
    });
    await userEvent.click(checkButton());
    expect(await screen.findByText('This number already has that payment type.')).toBeInTheDocument();
    // The page reads the number again: its type now, and the two others to move to, none chosen.
    expect(await screen.findByRole('radio', { name: /Pay monthly/ })).not.toBeChecked();
    expect(screen.queryByRole('radio', { name: /Prepay/ })).toBeNull();
    expect(screen.getByRole('radio', { name: /Pay as you go/ })).not.toBeChecked();
  });
});

describe('given a failed read of the numbers', () => {
  it('shows the SPEC §8 text with a retry, never the no-number notice', async () => {
    const session = await demoSession(sandboxApi(sandbox), 'prepay@harbour.test');
    const rule = sandbox.faults.add('GET /api/v3/*/customer/*/mobile_products', 'status=500');
    try {
      renderBlock(<ProductTypeTransfer />, { session, path: '/profile/mobile/sim-transfer-product-type' });
      expect(
        await screen.findByText(/^We could not load your mobile numbers\./, {}, { timeout: 20_000 }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(screen.queryByText(/^Only an active mobile number/)).not.toBeInTheDocument();
    } finally {
      sandbox.faults.remove(rule.id);
    }
  });
});

describe('given a number that is not activated yet', () => {
  it('explains that only an active number can change its type, and offers no choice', async () => {
    // multi@'s business account: its second number (status 2, a port in progress) chosen in the switcher.
    const api = sandboxApi(sandbox);
    const signedIn = await demoSession(api, 'multi@harbour.test');
    const business = signedIn.customerUUIDs[1]!;
    const products = await api.products.list(business);
    const pending = products.find((p) => p.Status < 4)!;
    renderBlock(<ProductTypeTransfer />, {
      session: { ...signedIn, currentCustomerUUID: business, currentProductUUID: pending.UUID },
      path: '/profile/mobile/sim-transfer-product-type',
    });
    expect(
      await screen.findByText(/^Only an active mobile number can change its payment type/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});

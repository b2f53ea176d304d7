import { ApiError } from '@telco-portal/api';
import { voucherSchema } from '@telco-portal/core';
import type { Sandbox } from '@telco-portal/sandbox';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useProductBalance } from '../../hooks/use-product-balance.ts';
import { demoSession, renderBlock, sandboxApi, startSandbox } from '../../test/harness.tsx';
import { VoucherRedeem, voucherCodeOf } from './VoucherRedeem.tsx';

vi.setConfig({ testTimeout: 30_000 });

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.close());

/** The product balance the dashboard reads (same SWR key), shown as "credit: $x". */
function Credit({ product }: { product: string }) {
  const { data } = useProductBalance(product, 'prepay');
  return <p>{`credit: ${data?.kind === 'prepay' ? data.balance.CreditCents : '…'}`}</p>;
}

const codeField = () => screen.getByLabelText('Voucher code');
const check = () => userEvent.click(screen.getByRole('button', { name: 'Check voucher' }));

describe('given the prepay demo account', () => {
  it('checks a code, then redeems it: the amount, new balance and expiry; the shared balance changes', async () => {
    const api = sandboxApi(sandbox);
    const session = await demoSession(api, 'prepay@harbour.test');
    const products = await api.products.list(session.currentCustomerUUID!);
    const product = products[0]!.UUID;
    renderBlock(
      <>
        <VoucherRedeem />
        <Credit product={product} />
      </>,
      { session, path: '/profile/redeem-voucher' },
    );
    expect(await screen.findByRole('heading', { name: 'Redeem a voucher', level: 1 })).toBeInTheDocument();
    const before = Number((await screen.findByText(/^credit: \d+$/)).textContent!.replace(/\D/g, ''));
    expect(codeField()).toHaveAttribute('inputmode', 'numeric');

    const redeemSpy = vi.spyOn(api.customer, 'redeemVoucher');
    await userEvent.type(codeField(), '1000 0000 0001 7');
    await check();
    const checked = await screen.findByText(
      /^Voucher 1000000000017 adds \$10\.00 of credit to \+64211234501\.$/,
    );
    expect(checked.closest('[tabindex="-1"]')).toHaveFocus();
    expect(redeemSpy).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Redeem $10.00' }));
    const success = (await screen.findByText('Voucher redeemed')).closest('[tabindex="-1"]') as HTMLElement;
    await waitFor(() => expect(success).toHaveFocus());
    expect(within(success).getByText('$10.00 was added to +64211234501.')).toBeInTheDocument();
    expect(
      within(success).getByText(`New balance: $${((before + 1000) / 100).toFixed(2)}`),
    ).toBeInTheDocument();
    expect(within(success).getByText(/^Your credit expires on /)).toHaveTextContent(
      String(new Date().getFullYear() + 1),
    );
    expect(await screen.findByText(`credit: ${before + 1000}`)).toBeInTheDocument();
    expect(redeemSpy).toHaveBeenCalledWith(
      session.currentCustomerUUID,
      product,
      '1000000000017',
      expect.objectContaining({ idempotencyKey: expect.any(String) }),
    );
    expect(screen.getByRole('link', { name: 'Back to my mobile' })).toHaveAttribute(
      'href',
      '/profile/mobile',
    );
  });

  it("shows 'Redemption check Error' for a used code and keeps the code typed", async () => {
    const session = await demoSession(sandboxApi(sandbox), 'prepay@harbour.test');
    renderBlock(<VoucherRedeem />, { session, path: '/profile/redeem-voucher' });
    await userEvent.type(await screen.findByLabelText('Voucher code'), '2000000000016');
    await check();
    const alert = await screen.findByText(/^Redemption check error: /);
    await waitFor(() => expect(alert.closest('[tabindex="-1"]')).toHaveFocus());
    expect(codeField()).toHaveValue('2000000000016');
  });

  it('validates 13 digits before calling the API', async () => {
    const api = sandboxApi(sandbox);
    const session = await demoSession(api, 'prepay@harbour.test');
    const spy = vi.spyOn(api.customer, 'checkVoucher');
    renderBlock(<VoucherRedeem />, { session, path: '/profile/redeem-voucher' });
    await userEvent.type(await screen.findByLabelText('Voucher code'), '12345');
    await check();
    expect(await screen.findByRole('alert', { name: 'There is a problem' })).toBeInTheDocument();
    expect(codeField()).toHaveAccessibleDescription(expect.stringContaining('A voucher code has 13 digits.'));
    expect(spy).not.toHaveBeenCalled();
  });

  it('retries a redemption that timed out with the same Idempotency-Key and credits once', async () => {
    const api = sandboxApi(sandbox);
    const session = await demoSession(api, 'prepay@harbour.test');
    const real = api.customer.redeemVoucher;
    const keys: string[] = [];
    let first = true;
    vi.spyOn(api.customer, 'redeemVoucher').mockImplementation(async (...args) => {
      keys.push(args[3].idempotencyKey);
      const result = await real(...args);
      if (first) {
        first = false;
        // The answer is lost on the way back.
        throw new ApiError('request timed out', { status: 0, code: 'timeout' });
      }
      return result;
    });
    renderBlock(<VoucherRedeem />, { session, path: '/profile/redeem-voucher' });
    await userEvent.type(await screen.findByLabelText('Voucher code'), '1000000000058');
    await check();
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem $10.00' }));
    expect(await screen.findByText('Error!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Redeem $10.00' }));
    expect(await screen.findByText('Voucher redeemed')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const [row] = (
      await sandbox.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM vouchers WHERE code = '1000000000058' AND redeemed_at_nanos IS NOT NULL",
      )
    ).rows;
    expect(row!.n).toBe(1);
  });

  it('keeps the Idempotency-Key after a 2xx answer it could not read, and says the outcome is unknown', async () => {
    const api = sandboxApi(sandbox);
    const session = await demoSession(api, 'prepay@harbour.test');
    const real = api.customer.redeemVoucher;
    const keys: string[] = [];
    let first = true;
    vi.spyOn(api.customer, 'redeemVoucher').mockImplementation(async (...args) => {
      keys.push(args[3].idempotencyKey);
      const result = await real(...args);
      if (first) {
        first = false;
        // The server redeemed it; its answer arrives garbled (a proxy, a truncated body).
        throw new ApiError('not JSON', { status: 200, code: 'invalid_response' });
      }
      return result;
    });
    renderBlock(<VoucherRedeem />, { session, path: '/profile/redeem-voucher' });
    await userEvent.type(await screen.findByLabelText('Voucher code'), '1000000000041');
    await check();
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem $30.00' }));
    expect(
      await screen.findByText(/We could not confirm whether your voucher was redeemed\./),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Redeem $30.00' }));
    expect(await screen.findByText('Voucher redeemed')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('says the voucher was not used when the server refused with an error answer', async () => {
    const api = sandboxApi(sandbox);
    const session = await demoSession(api, 'prepay@harbour.test');
    vi.spyOn(api.customer, 'redeemVoucher').mockRejectedValueOnce(
      new ApiError('something went wrong, try later', { status: 503, code: 'busy' }),
    );
    renderBlock(<VoucherRedeem />, { session, path: '/profile/redeem-voucher' });
    await userEvent.type(await screen.findByLabelText('Voucher code'), '1000000000074');
    await check();
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem $15.00' }));
    expect(await screen.findByText('Something went wrong, try again later.')).toBeInTheDocument();
    expect(screen.getByText('Your voucher has not been used.')).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('says in te reo Māori that the voucher was redeemed', async () => {
    const session = await demoSession(sandboxApi(sandbox), 'prepay@harbour.test');
    renderBlock(<VoucherRedeem />, { session, path: '/profile/redeem-voucher', locale: 'mi-NZ' });
    await userEvent.type(await screen.findByLabelText('Waehere tīkiti'), '1000000000066');
    await userEvent.click(screen.getByRole('button', { name: 'Arowhaitia te tīkiti' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Whakamahia te $10.00' }));
    expect(await screen.findByText('Kua whakamahia te tīkiti')).toBeInTheDocument();
  });
});

describe('given the zod-free voucher rule of the page', () => {
  it("agrees with core's voucherSchema (SPEC §5: 13 digits, spaces and hyphens ignored)", () => {
    for (const input of [
      '1000000000017',
      '1000 0000 0001 7',
      '1000-0000-0001-7',
      ' 1000000000017 ',
      '100000000001',
      '10000000000170',
      '100000000001a',
      '',
      '１０００００００００００１７',
      '1000000000017\n',
    ]) {
      const core = voucherSchema.safeParse(input);
      expect(voucherCodeOf(input), JSON.stringify(input)).toBe(core.success ? core.data : null);
    }
  });
});

describe('given the postpay demo account', () => {
  it('says vouchers are for prepay and pay as you go numbers, without a form', async () => {
    const session = await demoSession(sandboxApi(sandbox), 'postpay@harbour.test');
    renderBlock(<VoucherRedeem />, { session, path: '/profile/redeem-voucher' });
    expect(await screen.findByText(/^Vouchers add credit to a prepay/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Voucher code')).toBeNull();
  });
});

describe('given the products cannot be read', () => {
  it('shows an error with a retry, never the empty state', async () => {
    const api = sandboxApi(sandbox);
    const session = await demoSession(api, 'prepay@harbour.test');
    vi.spyOn(api.products, 'list').mockRejectedValue(new ApiError('boom', { status: 500 }));
    vi.spyOn(api, 'call').mockRejectedValue(new ApiError('boom', { status: 500 }));
    renderBlock(<VoucherRedeem />, { session, path: '/profile/redeem-voucher' });
    expect(await screen.findByText(/^We could not load your mobile numbers\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText(/^Vouchers add credit/)).toBeNull();
  });
});

import type { Sandbox } from '@telco-portal/sandbox';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoSession, renderBlock, sandboxApi, startSandbox } from '../../test/harness.tsx';
import { InvoiceDetail, InvoiceList, ReceiptList } from './documents.tsx';

vi.setConfig({ testTimeout: 30_000 });

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.close());

async function session(email: string) {
  return demoSession(sandboxApi(sandbox), email);
}

describe('given postpay@ (14 months of invoices)', () => {
  it('lists them with status badges and the outstanding total, each linking to its page', async () => {
    renderBlock(<InvoiceList />, {
      session: await session('postpay@harbour.test'),
      path: '/profile/invoices',
    });
    const items = await screen.findAllByRole('listitem', {}, { timeout: 10_000 });
    expect(items).toHaveLength(14);
    expect(within(items[0]!).getByText('Current')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Due')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByText(/2 invoices are outstanding/)).toBeInTheDocument();
    const link = within(items[0]!).getByRole('link');
    expect(link.getAttribute('href')).toMatch(/^\/profile\/account\/invoices\/INV-\d{6}-0002$/);
  });

  it("shows an invoice's lines and total, and says 'not found' for an unknown number", async () => {
    const s = await session('postpay@harbour.test');
    const [current] = await s.api.customer.invoices(s.currentCustomerUUID!);
    const view = renderBlock(<InvoiceDetail />, {
      session: s,
      path: `/profile/account/invoices/${current!.Number}`,
      route: '/profile/account/invoices/:number',
    });
    expect(await screen.findByRole('table', {}, { timeout: 10_000 })).toHaveTextContent(
      'Unlimited plan (monthly)',
    );
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
    view.unmount();
    renderBlock(<InvoiceDetail />, {
      session: s,
      path: '/profile/account/invoices/INV-190001-0002',
      route: '/profile/account/invoices/:number',
    });
    expect(await screen.findByText('Invoice #INV-190001-0002 not found.')).toBeInTheDocument();
  });

  it("says 'file download error' when the PDF comes back empty, and keeps the page", async () => {
    const s = await session('postpay@harbour.test');
    const [current] = await s.api.customer.invoices(s.currentCustomerUUID!);
    renderBlock(<InvoiceDetail />, {
      session: s,
      path: `/profile/account/invoices/${current!.Number}`,
      route: '/profile/account/invoices/:number',
    });
    const rule = sandbox.faults.add('GET /api/customer/*/invoice/*/pdf', 'status=200; empty', 1);
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }, { timeout: 10_000 }));
    expect(await screen.findByText('File download error. Try again.')).toBeInTheDocument();
    sandbox.faults.remove(rule.id);
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('shows a failed read as an error with retry, never as "no invoices"', async () => {
    const rule = sandbox.faults.add('GET /api/customer/*/invoice', 'status=500');
    renderBlock(<InvoiceList />, {
      session: await session('postpay@harbour.test'),
      path: '/profile/invoices',
    });
    expect(
      await screen.findByText(/We could not load this list/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/You have no invoices/)).toBeNull();
    sandbox.faults.remove(rule.id);
  });
});

describe('given prepay@ (top-up receipts), in te reo Māori', () => {
  it('lists the receipts', async () => {
    renderBlock(<ReceiptList />, {
      session: await session('prepay@harbour.test'),
      path: '/profile/receipts',
      locale: 'mi-NZ',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ngā rihīti' })).toBeInTheDocument();
    expect((await screen.findAllByRole('listitem', {}, { timeout: 10_000 })).length).toBeGreaterThanOrEqual(
      5,
    );
  });
});

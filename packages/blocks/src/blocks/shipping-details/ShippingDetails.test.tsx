import type { Sandbox } from '@telco-portal/sandbox';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderBlock, startSandbox, verifiedCustomer } from '../../test/harness.tsx';
import { ShippingDetails } from './ShippingDetails.tsx';

vi.setConfig({ testTimeout: 30_000 });

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.close());

const LIST = (id: string) => ({ params: { id }, query: { AddressType: 'DELIVERY' as const } });

/** A new verified customer (no addresses), optionally with `addresses` saved (the first is the default). */
async function show(
  addresses: Array<{ StreetName: string; City: string; PostCode: string; Number?: string }> = [],
) {
  const { api, session, customer } = await verifiedCustomer(sandbox, 'ship');
  for (const body of addresses) await api.call('createDeliveryAddress', { params: { id: customer }, body });
  renderBlock(<ShippingDetails />, { session, path: '/profile/shipping-details' });
  await screen.findByRole('heading', { level: 1, name: 'Delivery addresses' });
  return { api, customer };
}

const address = (name: RegExp) => screen.getByRole('group', { name });

describe('given a customer without delivery addresses', () => {
  it('says so and adds one typed by hand; the first is the default', async () => {
    const { api, customer } = await show();
    expect(await screen.findByText('You have no delivery addresses yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add a delivery address' }));
    const form = screen.getByRole('region', { name: 'New delivery address' });
    await userEvent.type(within(form).getByLabelText('Street number'), '12');
    await userEvent.type(within(form).getByLabelText('Street'), 'Cuba Street');
    await userEvent.type(within(form).getByLabelText('Town or city'), 'Wellington');
    await userEvent.type(within(form).getByLabelText('Postcode'), '6011');
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    const saved = await screen.findByRole('group', { name: /12 Cuba Street/ });
    expect(within(saved).getByText('Default')).toBeInTheDocument();
    const list = (await api.call('deliveryAddresses', LIST(customer))).Addresses;
    expect(list.map((a) => [a.City, a.PostCode, a.Rank])).toEqual([['Wellington', '6011', 1]]);
  });

  it('requires street, city and postcode (SPEC §5): marks them, focuses the first, sends nothing', async () => {
    const { api, customer } = await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a delivery address' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(screen.getByText('Enter the street.')).toBeInTheDocument();
    expect(screen.getByText('Enter the town or city.')).toBeInTheDocument();
    expect(screen.getByText('Enter the postcode.')).toBeInTheDocument();
    expect(screen.getByLabelText('Street')).toHaveFocus();
    expect((await api.call('deliveryAddresses', LIST(customer))).Addresses).toEqual([]);
  });

  it('fills the fields from the address search (keyboard: type, arrow down, Enter)', async () => {
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a delivery address' }));
    const search = screen.getByRole('combobox', { name: 'Search for an address' });
    await userEvent.type(search, 'Cuba');
    const listbox = await screen.findByRole('listbox', {}, { timeout: 5_000 });
    const options = await within(listbox).findAllByRole('option');
    expect(options.length).toBeGreaterThan(0);
    await userEvent.keyboard('{ArrowDown}');
    expect(search).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await userEvent.keyboard('{Enter}');
    expect((screen.getByLabelText('Street') as HTMLInputElement).value).toMatch(/Cuba/);
    expect(screen.getByLabelText('Postcode')).not.toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('group', { name: /Cuba/ })).toBeInTheDocument();
  });
});

describe('given two delivery addresses', () => {
  const two = [
    { Number: '1', StreetName: 'Queen Street', City: 'Auckland', PostCode: '1010' },
    { Number: '5', StreetName: 'Colombo Street', City: 'Christchurch', PostCode: '8011' },
  ];

  it('lists the default first, makes the other the default (it moves first, the old one is unmarked)', async () => {
    const { api, customer } = await show(two);
    await screen.findByRole('group', { name: /Queen Street/ });
    expect(within(address(/Queen Street/)).getByText('Default')).toBeInTheDocument();
    await userEvent.click(within(address(/Colombo Street/)).getByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(within(address(/Colombo Street/)).getByText('Default')).toBeInTheDocument());
    expect(within(address(/Queen Street/)).queryByText('Default')).toBeNull();
    const groups = screen.getAllByRole('group');
    expect(groups[0]).toHaveTextContent('Colombo Street');
    const list = (await api.call('deliveryAddresses', LIST(customer))).Addresses;
    expect(list.map((a) => [a.City, a.Rank, a.IsDefault])).toEqual([
      ['Christchurch', 1, true],
      ['Auckland', 2, false],
    ]);
  });

  it('edits an address, keeping its rank', async () => {
    const { api, customer } = await show(two);
    await userEvent.click(
      within(await screen.findByRole('group', { name: /Colombo/ })).getByRole('button', { name: 'Edit' }),
    );
    const form = screen.getByRole('region', { name: 'Edit delivery address' });
    const postcode = within(form).getByLabelText('Postcode');
    expect(postcode).toHaveValue('8011');
    await userEvent.clear(postcode);
    await userEvent.type(postcode, '8013');
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('group', { name: /8013/ })).toBeInTheDocument();
    const list = (await api.call('deliveryAddresses', LIST(customer))).Addresses;
    expect(list.map((a) => [a.PostCode, a.Rank])).toEqual([
      ['1010', 1],
      ['8013', 2],
    ]);
  });

  it('deletes the default after a confirmation, and the remaining one becomes the default', async () => {
    const { api, customer } = await show(two);
    await userEvent.click(
      within(await screen.findByRole('group', { name: /Queen/ })).getByRole('button', { name: 'Delete' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this delivery address?' });
    expect(dialog).toHaveTextContent('It is your default delivery address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete address' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: /Queen/ })).toBeNull());
    expect(within(address(/Colombo/)).getByText('Default')).toBeInTheDocument();
    const list = (await api.call('deliveryAddresses', LIST(customer))).Addresses;
    expect(list.map((a) => [a.City, a.Rank, a.IsDefault])).toEqual([['Christchurch', 1, true]]);
  });

  it('cancels a deletion with Escape and keeps the address', async () => {
    await show(two);
    await userEvent.click(
      within(await screen.findByRole('group', { name: /Queen/ })).getByRole('button', { name: 'Delete' }),
    );
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(address(/Queen/)).toBeInTheDocument();
  });

  it('shows the SPEC §8 text of a refused change, keeps the list and frees the buttons', async () => {
    await show(two);
    const rule = sandbox.faults.add('PUT /api/v2/*/customer/*/address/*/default', 'status=500', 1);
    await userEvent.click(
      within(await screen.findByRole('group', { name: /Colombo/ })).getByRole('button', {
        name: 'Make default',
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error!');
    sandbox.faults.remove(rule.id);
    expect(within(address(/Colombo/)).getByRole('button', { name: 'Make default' })).toBeEnabled();
    expect(within(address(/Queen/)).getByText('Default')).toBeInTheDocument();
  });
});

describe('given the address list fails to load', () => {
  it('shows an error with retry, never "no addresses"', async () => {
    const { api, session, customer } = await verifiedCustomer(sandbox, 'ship');
    await api.call('createDeliveryAddress', {
      params: { id: customer },
      body: { StreetName: 'Queen Street', City: 'Auckland', PostCode: '1010' },
    });
    const rule = sandbox.faults.add('GET /api/v2/*/customer/*/address', 'status=500', 20);
    renderBlock(<ShippingDetails />, { session, path: '/profile/shipping-details' });
    expect(await screen.findByText(/We could not load your delivery addresses/)).toBeInTheDocument();
    expect(screen.queryByText('You have no delivery addresses yet.')).toBeNull();
    sandbox.faults.remove(rule.id);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: /Queen Street/ })).toBeInTheDocument();
  });
});

describe('given te reo Māori', () => {
  it('names the page and the form in te reo', async () => {
    const { session } = await verifiedCustomer(sandbox, 'ship');
    renderBlock(<ShippingDetails />, { session, path: '/profile/shipping-details', locale: 'mi-NZ' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ngā wāhitau tuku' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Tāpirihia he wāhitau tuku' }));
    expect(screen.getByRole('combobox', { name: 'Rapua he wāhitau' })).toBeInTheDocument();
  });
});

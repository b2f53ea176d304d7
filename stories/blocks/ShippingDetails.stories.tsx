import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShippingDetails } from '@telco-portal/blocks/blocks/shipping-details/ShippingDetails.tsx';
import { expect, userEvent, within } from 'storybook/test';

import { setDeliveryAddresses } from '../src/delivery-addresses.ts';
import type { RouteParameters, SandboxParameters } from '../src/portal-frame.tsx';
import { LOADING, SERVER_ERROR } from '../src/sandbox.ts';
import { blockPlay, messageOf } from '../src/story-context.ts';

const route = { path: '/profile/shipping-details' } satisfies RouteParameters;
const ADDRESSES = 'GET /api/v2/:spid/customer/:id/address';

/**
 * Delivery addresses (SPEC §2 shipping-details, §3, §4 default first, §5 street, city and postcode): list, add
 * through the address search or by hand, edit, make default, delete. The demo accounts have no saved address.
 */
const meta = {
  title: 'Blocks/ShippingDetails',
  component: ShippingDetails,
  parameters: {
    layout: 'fullscreen',
    sandbox: { account: 'prepay@harbour.test' } satisfies SandboxParameters,
    route,
  },
  // No saved address (the sandbox keeps data from story to story: another story's addresses must not show).
  loaders: [() => setDeliveryAddresses([])],
  play: blockPlay(),
} satisfies Meta<typeof ShippingDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No address yet, with the add button. */
export const Playground: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(t('shippingDetails.empty'), {}, { timeout: 10_000 })).toBeVisible();
  }),
};

/** The add form with the address search open on "Cuba". */
export const AddressSearch: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('shippingDetails.add') }, { timeout: 10_000 }),
    );
    await userEvent.type(canvas.getByRole('combobox', { name: t('addressSearch.label') }), 'Cuba');
    await expect((await canvas.findAllByRole('option', {}, { timeout: 10_000 }))[0]).toBeVisible();
  }),
};

/** Saved with nothing typed: street, city and postcode required (SPEC §5). */
export const Validation: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('shippingDetails.add') }, { timeout: 10_000 }),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('shippingDetails.save') }));
    await expect(canvas.getByText(t('core.validation.address.postcode'))).toBeVisible();
  }),
};

export const Loading: Story = {
  parameters: { sandbox: { account: 'prepay@harbour.test', faults: [{ route: ADDRESSES, fault: LOADING }] } },
  tags: ['loading-state'],
};

/** A failed read is an error with retry, never "no addresses". */
export const ServerError: Story = {
  parameters: {
    sandbox: { account: 'prepay@harbour.test', faults: [{ route: ADDRESSES, fault: SERVER_ERROR }] },
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { MobileDashboard } from '@telco-portal/blocks/blocks/mobile-dashboard/MobileDashboard.tsx';
import { PROFILE_GUARDS } from '@telco-portal/portal';
import { expect, userEvent, waitFor, within } from 'storybook/test';

// The portal's own views of these states (not exported by its package: stories read its source).
import { RouteErrorView } from '../../portal/src/errors.tsx';
import NetworkStatus from '../../portal/src/layouts/NetworkStatus.tsx';
import { SLOW_REQUEST_MS } from '../../portal/src/layouts/slow-request.ts';
import { GuardGate } from '../../portal/src/RouteView.tsx';
import type { RouteParameters, SandboxParameters } from '../src/portal-frame.tsx';
import { LOADING, SERVER_ERROR } from '../src/sandbox.ts';
import { messageOf, settled } from '../src/story-context.ts';

/**
 * What the portal shows when something fails (issue 8): a guard read that failed, a slow request, the
 * network gone, a page chunk that did not load. Each is the portal's own component fed by a real failure
 * (sandbox faults, the browser's offline state, the error a failed dynamic import throws).
 */
const meta = {
  title: 'Pages/Fault states',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The payment-methods read behind the account-area guards answers 500 (every try): the SPEC §8 message
 * with "Try again" — never `/no-payment-methods`, which a customer with cards must not be sent to.
 */
export const GuardReadFailed: Story = {
  parameters: {
    sandbox: {
      account: 'prepay@harbour.test',
      faults: [{ route: 'GET /api/customer/*/payment-methods', fault: SERVER_ERROR }],
    } satisfies SandboxParameters,
    route: { path: '/profile/mobile' } satisfies RouteParameters,
  },
  render: () => (
    <GuardGate guards={PROFILE_GUARDS}>
      <MobileDashboard />
    </GuardGate>
  ),
  play: async (context) => {
    const t = messageOf(context);
    await settled(context, 'idle');
    const canvas = within(context.canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent(t('portal.error.title'));
    await expect(within(alert).getByRole('button', { name: t('portal.error.retry') })).toBeEnabled();
    await expect(canvas.queryByRole('heading', { name: t('portal.route.noPaymentMethods') })).toBeNull();
    // Still on the page asked for: no redirect happened.
    await expect(canvas.queryByTestId('navigated')).toBeNull();
  },
};

/**
 * A request held longer than the notice's threshold (`SLOW_REQUEST_MS`, 3 s; the sandbox holds it a day):
 * "Still working…" with Cancel over the bottom of the page (as the layout renders it, never moving the page), here
 * the dashboard still loading. The play waits for the
 * notice, so the screenshot shows it; the story ends busy (tag `loading-state`).
 */
export const SlowRequest: Story = {
  tags: ['loading-state'],
  parameters: {
    sandbox: {
      account: 'prepay@harbour.test',
      faults: [{ route: 'GET /api/v3/*/customer/*/mobile_products', fault: LOADING }],
    } satisfies SandboxParameters,
    route: { path: '/profile/mobile' } satisfies RouteParameters,
  },
  render: () => (
    <>
      <NetworkStatus />
      <MobileDashboard />
    </>
  ),
  play: async (context) => {
    const t = messageOf(context);
    await settled(context, 'busy');
    const canvas = within(context.canvasElement);
    // Timed by a timer from the request's start: wait a little longer than the threshold.
    await canvas.findByText(t('portal.slow.text'), {}, { timeout: SLOW_REQUEST_MS + 5000 });
    await expect(canvas.getByRole('button', { name: t('portal.slow.cancel') })).toBeVisible();
    await settled(context, 'busy');
  },
};

/** Cancel aborts the held request: the notice goes and the block says "Cancelled" with Try again. */
export const SlowRequestCancelled: Story = {
  ...SlowRequest,
  tags: [],
  play: async (context) => {
    const t = messageOf(context);
    await settled(context, 'busy');
    const canvas = within(context.canvasElement);
    const cancel = await canvas.findByRole(
      'button',
      { name: t('portal.slow.cancel') },
      { timeout: SLOW_REQUEST_MS + 5000 },
    );
    await userEvent.click(cancel);
    await waitFor(() => expect(canvas.queryByText(t('portal.slow.text'))).toBeNull());
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent(t('blocks.error.cancelled'));
    // The sandbox still holds the aborted request (MSW does not see the abort), so the story does not wait
    // for it: the alert above is the settled state.
  },
};

/**
 * The browser is offline (navigator.onLine false, as Chromium reports it with no network): the offline
 * banner (over the bottom of the page) says what was typed is kept. The stub is removed when the story unmounts.
 */
export const Offline: Story = {
  parameters: {
    sandbox: { account: 'prepay@harbour.test' } satisfies SandboxParameters,
    route: { path: '/profile/mobile' } satisfies RouteParameters,
  },
  beforeEach: () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    window.dispatchEvent(new Event('offline'));
    return () => {
      // Back to the prototype's getter (the real state).
      delete (navigator as { onLine?: boolean }).onLine;
      window.dispatchEvent(new Event('online'));
    };
  },
  render: () => (
    <>
      <NetworkStatus />
      <MobileDashboard />
    </>
  ),
  play: async (context) => {
    const t = messageOf(context);
    await settled(context, 'idle');
    const canvas = within(context.canvasElement);
    await expect(canvas.getByTestId('offline-banner')).toHaveTextContent(t('portal.offline'));
  },
};

/**
 * A page chunk that failed to load (SPEC §8 "raises a load error"; e.g. a deploy removed it, or the
 * network dropped): the load error with "Reload the page", never the browser's developer text.
 */
export const ChunkLoadFailed: Story = {
  // What React.lazy rethrows to the route's error boundary when Chromium fails a dynamic import.
  render: () => (
    <RouteErrorView
      error={new TypeError('Failed to fetch dynamically imported module: /assets/MobileDashboard-3f2a9c.js')}
    />
  ),
  play: async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('portal.error.chunk'));
    await expect(alert).not.toHaveTextContent(/dynamically imported module/);
    await expect(within(alert).getByRole('button', { name: t('portal.error.reload') })).toBeVisible();
  },
};

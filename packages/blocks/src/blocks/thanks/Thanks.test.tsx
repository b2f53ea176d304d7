import { AnnouncerProvider } from '@telco-portal/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { savePurchasedSummary } from '../../session/purchased.ts';
import type { Session } from '../../session/types.ts';
import { renderBlock } from '../../test/harness.tsx';
import { PURCHASES } from './fixtures.ts';
import { qrPath } from './QrCode.tsx';
import { Thanks } from './Thanks.tsx';

const guest = { status: 'signedOut', customerUUIDs: [] } as unknown as Session;

function renderThanks(locale: 'en' | 'mi-NZ' = 'en') {
  return renderBlock(
    <AnnouncerProvider>
      <Thanks />
    </AnnouncerProvider>,
    { session: guest, path: '/eshop/thanks', locale },
  );
}
const location = () => screen.getByTestId('location').textContent;

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('given no purchase in this browser (SPEC §2 thanks only after a purchase)', () => {
  it('goes home at once', async () => {
    renderThanks();
    expect(location()).toBe('/');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('goes home when the saved summary has expired', () => {
    savePurchasedSummary(PURCHASES.esim, Date.now() - 8 * 24 * 3600 * 1000);
    renderThanks();
    expect(location()).toBe('/');
  });
});

describe('given an eSIM purchase', () => {
  it('shows the order, the line and the install card: QR code with a label, the code as text, the iOS link', () => {
    savePurchasedSummary(PURCHASES.esim);
    renderThanks();
    expect(location()).toBe('/eshop/thanks');
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeInTheDocument();
    expect(screen.getByText('ORD-2026-1101')).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Install your eSIM for +64220001101' });
    const qr = within(card).getByRole('img', { name: 'QR code of the eSIM for +64220001101' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
    expect(within(card).getByText('smdp.sandbox.telco-portal.example')).toBeInTheDocument();
    expect(within(card).getByText('K2-4N9X7-QLPM2R')).toBeInTheDocument();
    expect(
      within(card).getByText('LPA:1$smdp.sandbox.telco-portal.example$K2-4N9X7-QLPM2R'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Install on this iPhone' })).toHaveAttribute(
      'href',
      'https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA%3A1%24smdp.sandbox.telco-portal.example%24K2-4N9X7-QLPM2R',
    );
    expect(within(card).queryByText(/confirmation code/)).not.toBeInTheDocument();
    const line = within(screen.getByRole('region', { name: 'What you bought' })).getByRole('listitem');
    expect(within(line).getByText('eSIM')).toBeInTheDocument();
    expect(within(line).getByText('Prepay Plus 30')).toBeInTheDocument();
    expect(within(line).queryByText('Delivery address')).not.toBeInTheDocument();
  });

  it('copies the SM-DP+ address and announces "Copied" politely', async () => {
    savePurchasedSummary(PURCHASES.esim);
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderThanks();
    await user.click(screen.getByRole('button', { name: 'Copy SM-DP+ address' }));
    expect(writeText).toHaveBeenCalledWith('smdp.sandbox.telco-portal.example');
    const polite = document.querySelector('[data-slot="announcer"][data-politeness="polite"]');
    expect(polite).toHaveTextContent('Copied');
    await user.click(screen.getByRole('button', { name: 'Copy Activation code' }));
    expect(writeText).toHaveBeenLastCalledWith('K2-4N9X7-QLPM2R');
  });

  it('says how to copy by hand when the clipboard refuses', async () => {
    savePurchasedSummary(PURCHASES.esim);
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderThanks();
    await user.click(screen.getByRole('button', { name: 'Copy Full code (LPA)' }));
    expect(document.querySelector('[data-politeness="polite"]')).toHaveTextContent(
      'Could not copy. Select the code and copy it yourself.',
    );
  });
});

describe('given a physical SIM and an eSIM bought together', () => {
  it('shows both lines, the address of the physical SIM, one install card, the confirmation code note', () => {
    savePurchasedSummary(PURCHASES.both);
    renderThanks();
    expect(screen.getAllByRole('region', { name: /^Install your eSIM/ })).toHaveLength(1);
    expect(screen.getByText('Your phone will also ask for a confirmation code.')).toBeInTheDocument();
    const [esim, sim] = within(screen.getByRole('region', { name: 'What you bought' })).getAllByRole(
      'listitem',
    );
    expect(within(esim!).getByText('+64220001103')).toBeInTheDocument();
    expect(within(sim!).getByText('Physical SIM')).toBeInTheDocument();
    expect(within(sim!).getByText('112 Cuba Street, Te Aro, Wellington 6011')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'See your orders' })).toHaveAttribute(
      'href',
      '/profile/order-history',
    );
  });

  it('shows a physical SIM bought alone without an install card', () => {
    savePurchasedSummary(PURCHASES.physical);
    renderThanks();
    expect(screen.getByText('SIM only, no plan')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Install your eSIM/ })).not.toBeInTheDocument();
  });
});

describe('given te reo Māori', () => {
  it('shows the page, the QR label and the copy buttons in te reo', async () => {
    savePurchasedSummary(PURCHASES.both);
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderThanks('mi-NZ');
    expect(screen.getByRole('heading', { level: 1, name: 'Ngā mihi mō tō ota' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Waehere QR o te eSIM mō +64220001103' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tāutaina ki tēnei iPhone' })).toBeInTheDocument();
    expect(screen.getByText('SIM ā-tinana')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tāruatia te Wāhitau SM-DP+' }));
    expect(document.querySelector('[data-politeness="polite"]')).toHaveTextContent('Kua tāruatia');
  });
});

describe('given a QR matrix', () => {
  it('draws each run of dark modules of a row as one rectangle', () => {
    expect(
      qrPath([
        [true, true, false, true],
        [false, false, false, false],
        [false, true, true, true],
      ]),
    ).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z');
  });
});

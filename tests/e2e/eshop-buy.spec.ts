import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  expectAxeClean,
  latestLink,
  saveTestCard,
  signIn,
  tabTo,
  test,
  uniqueEmail,
} from './fixtures.ts';

/** The te reo Māori catalogue of the blocks: the new customer's journey runs in it. */
const MI_NZ = JSON.parse(
  readFileSync(new URL('../../packages/blocks/src/i18n/mi-NZ.json', import.meta.url), 'utf8'),
) as Record<string, string>;
/** A te reo text by id, exactly. */
const mi = (id: string): string => {
  const text = MI_NZ[id];
  if (!text) throw new Error(`no mi-NZ text ${id}`);
  return text;
};
/** A te reo text with placeholders: its words up to the first `{`, at the start. */
const miStart = (id: string) =>
  new RegExp(
    `^${mi(id)
      .split('{')[0]!
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')}`,
  );

// Issue 11, the buying journey: a plan card's "Choose this plan" -> sim-purchase -> cart v2 -> checkout -> the
// order, paid with a saved sandbox card (packages/sandbox/README.md "E-shop"). Each test buys with its own fresh
// copy of prepay@ (POST /api/sandbox/accounts), so no other suite sees the new numbers.

/**
 * A fresh copy of prepay@ (its products and saved 4242 card), a read of its e-shop orders, and a way to save it a
 * delivery address (POST /api/v2/2/customer/:id/address; the first is the default).
 */
async function freshBuyer(request: APIRequestContext) {
  expect((await request.get('/')).ok()).toBe(true); // hands this context the sandbox secret (issue 8)
  const copy = await request.post('/api/sandbox/accounts', { data: { Like: 'prepay@harbour.test' } });
  expect(copy.status(), await copy.text()).toBe(201);
  const { Email, Password, CustomerUUIDs } = (await copy.json()) as {
    Email: string;
    Password: string;
    CustomerUUIDs: string[];
  };
  const auth = await request.post('/api/v2/2/auth', {
    data: { IdentityProvider: 'LOCAL', AuthID: Email, AuthCode: Password, IncludeRoles: true },
  });
  const token = ((await auth.json()) as { JWT: string }).JWT;
  const orders = async () => {
    const res = await request.get(`/api/eshop/v2/customer/${CustomerUUIDs[0]}/orders`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { Orders: Array<{ OrderNumber: string; Status: string }> }).Orders;
  };
  const saveAddress = async (address: Record<string, string>) => {
    const res = await request.post(`/api/v2/2/customer/${CustomerUUIDs[0]}/address`, {
      headers: { Authorization: `Bearer ${token}` },
      data: address,
    });
    expect(res.ok(), await res.text()).toBe(true);
  };
  return { email: Email, password: Password, orders, saveAddress };
}

/**
 * Where a paid checkout lands: the thanks route (eshop-routes.ts `/eshop/thanks`; branch eshop-thanks serves it at
 * `/thanks`). Until its block is merged here the route is not served and the checkout goes home instead — the
 * stored purchased summary and the orders API are what these tests check.
 */
/** Where a paid checkout lands (SPEC §2 E-shop thanks). */
const AFTER_PURCHASE = /\/eshop\/thanks$/;

const purchased = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('tp.purchased');
    return raw
      ? (JSON.parse(raw) as { value: { orderNumber: string; lines: Array<Record<string, unknown>> } }).value
      : null;
  });

/**
 * From a signed-in page: the first plan of /plans/prepay, then the SIM type, then Add to cart; harbour allows several
 * SIMs (features.multipleSims), so the SIMs and their plans come next, then Continue to checkout.
 */
async function addPlanToCart(page: Page, sim: 'Physical SIM' | 'eSIM') {
  await page.goto('/plans/prepay');
  await page.getByRole('link', { name: 'Choose this plan' }).first().click();
  await expect(page).toHaveURL(/\/eshop\/sim-purchase\?plan=/);
  await page.getByRole('radio', { name: new RegExp(`^${sim}`) }).check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/eshop\/sims-choose-plans\?plan=/);
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(/\/eshop\/checkout$/);
}

test.describe('the buying journey (issue 11)', () => {
  test('a guest picks a plan on the home page, chooses an eSIM, signs in and pays with the saved card — keyboard only', async ({
    page,
    request,
  }) => {
    test.slow();
    const buyer = await freshBuyer(request);
    const before = (await buyer.orders()).length;
    await page.goto('/');
    const choose = page.getByRole('link', { name: 'Choose this plan' }).first();
    await tabTo(page, choose, 120);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/eshop\/sim-purchase\?plan=[0-9a-f-]+&type=prepay$/);
    await expect(page.getByRole('heading', { name: 'Choose your SIM', level: 1 })).toBeVisible();
    await expectAxeClean(page, 'sim-purchase at 1280');

    const physical = page.getByRole('radio', { name: /^Physical SIM/ });
    await tabTo(page, physical);
    await expect(physical).toBeChecked();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: /^eSIM/ })).toBeChecked();
    await expect(page.getByText(/An eSIM works on phones that support eSIM/)).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Add to cart' }));
    await page.keyboard.press('Enter');
    // Several SIMs allowed (harbour): the SIMs of the cart and their plans, then the checkout.
    await expect(page).toHaveURL(/\/eshop\/sims-choose-plans\?plan=[0-9a-f-]+&type=prepay$/);
    await expect(page).toHaveTitle('Your SIMs and plans | Harbour Mobile');
    await expect(page.getByRole('group', { name: 'SIM 1: eSIM' })).toBeVisible();
    await expectAxeClean(page, 'sims-choose-plans at 1280');
    await tabTo(page, page.getByRole('button', { name: 'Continue to checkout' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/eshop\/checkout$/);
    await expect(page.getByText(/^eSIM · /)).toBeVisible();
    await expectAxeClean(page, 'checkout as a guest');

    await tabTo(page, page.getByRole('link', { name: 'Sign in' }).last());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/sign-in\?redirect=/);
    await tabTo(page, page.getByLabel('Email', { exact: true }));
    await page.keyboard.type(buyer.email);
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type(buyer.password);
    await page.keyboard.press('Enter');

    // Back at checkout, signed in: the guest's cart was kept and claimed; eSIM only, so no address.
    await expect(page).toHaveURL(/\/eshop\/checkout$/);
    await expect(page.getByText(/^eSIM · /)).toBeVisible();
    await expect(page.getByRole('group', { name: 'Delivery address' })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: /ending in 4242/ })).toBeChecked();
    await expectAxeClean(page, 'checkout signed in');
    await tabTo(page, page.getByRole('button', { name: /^Place order/ }));
    await page.keyboard.press('Enter');

    await expect.poll(() => purchased(page), { timeout: 20_000 }).not.toBeNull();
    await expect(page).toHaveURL(AFTER_PURCHASE);
    const orders = await buyer.orders();
    expect(orders).toHaveLength(before + 1);
    const summary = await purchased(page);
    expect(summary?.orderNumber).toBe(orders[0]!.OrderNumber);
    expect(summary?.lines[0]).toMatchObject({
      isEsim: true,
      activationCode: expect.stringMatching(/^LPA:1\$/),
    });
    // The thanks page: the order and the eSIM's install card; then the order in the account's order history.
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByText(orders[0]!.OrderNumber).first()).toBeVisible();
    await expect(page.getByRole('region', { name: /^Install your eSIM for / })).toBeVisible();
    await expectAxeClean(page, 'thanks with the install card');
    await tabTo(page, page.getByRole('link', { name: 'See your orders' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile\/order-history$/);
    await expect(page.getByText(orders[0]!.OrderNumber).first()).toBeVisible();
  });

  test('a signed-in prepay customer buys a physical SIM with a searched address at 320 px; a double click makes one order', async ({
    page,
    request,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 320, height: 800 });
    const buyer = await freshBuyer(request);
    const before = (await buyer.orders()).length;
    await page.goto('/sign-in');
    await signIn(page, buyer.email, buyer.password);
    await expect(page).toHaveURL(/\/profile\/mobile$/);
    await addPlanToCart(page, 'Physical SIM');
    const search = page.getByRole('combobox', { name: 'Search for an address' });
    await search.fill('Cuba St');
    await expect(page.getByRole('option').first()).toBeVisible();
    await search.press('ArrowDown');
    await search.press('Enter');
    await expect(page.getByLabel('Postcode')).toHaveValue('6011');
    await expectAxeClean(page, 'checkout at 320 with an address');
    await page.getByRole('button', { name: /^Place order/ }).dblclick();
    await expect.poll(() => purchased(page), { timeout: 20_000 }).not.toBeNull();
    await expect(page).toHaveURL(AFTER_PURCHASE);
    const orders = await buyer.orders();
    expect(orders).toHaveLength(before + 1);
    const summary = await purchased(page);
    expect(summary?.lines[0]).toMatchObject({
      isEsim: false,
      address: expect.stringMatching(/Cuba Street.*6011/),
    });
  });

  test('a signed-in prepay customer with a saved delivery address buys a physical SIM in te reo Māori: the default address is chosen', async ({
    page,
    request,
  }) => {
    test.slow();
    const buyer = await freshBuyer(request);
    await buyer.saveAddress({
      Number: '12',
      StreetName: 'Willis',
      StreetType: 'Street',
      Suburb: 'Te Aro',
      City: 'Wellington',
      PostCode: '6011',
    });
    const before = (await buyer.orders()).length;
    await page.goto('/sign-in');
    await signIn(page, buyer.email, buyer.password);
    await expect(page).toHaveURL(/\/profile\/mobile$/);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('mi-NZ');
    await expect(page.locator('html')).toHaveAttribute('lang', 'mi-NZ');
    await page.goto('/mi/plans/prepay');
    await page
      .getByRole('link', { name: mi('plans.choose') })
      .first()
      .click();
    await page.getByRole('radio', { name: new RegExp(`^${mi('eshop.physicalSim')}`) }).check();
    await page.getByRole('button', { name: mi('simChoice.addToCart') }).click();
    await expect(page).toHaveURL(/\/mi\/eshop\/sims-choose-plans\?plan=/);
    await page.getByRole('button', { name: mi('simsChoosePlans.continue') }).click();
    await expect(page).toHaveURL(/\/mi\/eshop\/checkout$/);
    const saved = page.getByRole('radio', { name: /12 Willis Street/ });
    await expect(saved).toBeChecked();
    await expect(page.getByRole('main').getByRole('combobox')).toHaveCount(0);
    await expectAxeClean(page, 'checkout with the saved address (mi-NZ)');
    await page.getByRole('button', { name: miStart('checkout.placeOrder') }).click();
    await expect(page).toHaveURL(/\/mi\/eshop\/thanks$/, { timeout: 20_000 });
    expect(await buyer.orders()).toHaveLength(before + 1);
    expect((await purchased(page))?.lines[0]).toMatchObject({
      isEsim: false,
      address: expect.stringMatching(/12 Willis Street.*Wellington.*6011/),
    });
  });

  test('a guest buys two SIMs: a second one added from the plans, each with its plan, one plan changed, then the checkout', async ({
    page,
  }) => {
    await page.goto('/plans/prepay');
    await page.getByRole('link', { name: 'Choose this plan' }).first().click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/eshop\/sims-choose-plans\?plan=/);
    await page.getByRole('link', { name: 'Add another SIM' }).click();
    await expect(page).toHaveURL(/\/plans\/prepay$/);
    await page.getByRole('link', { name: 'Choose this plan' }).nth(1).click();
    await page.getByRole('radio', { name: /^eSIM/ }).check();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/eshop\/sims-choose-plans\?plan=/);
    const first = page.getByRole('group', { name: 'SIM 1: Physical SIM' });
    const second = page.getByRole('group', { name: 'SIM 2: eSIM' });
    await expect(second).toBeVisible();
    const plan1 = first.getByRole('group', { name: 'Plan for SIM 1' });
    const plan2 = second.getByRole('group', { name: 'Plan for SIM 2' });
    // Each SIM kept the plan it was added with: the first and the second plan of the page.
    const chosen2 = plan2.locator('label:has(input:checked)');
    const plan2Uuid = (await chosen2.locator('input').getAttribute('value')) ?? '';
    await expect(plan1.locator('input:checked')).not.toHaveAttribute('value', plan2Uuid);
    await plan1.locator(`input[value="${plan2Uuid}"]`).check();
    const planName = (await chosen2.locator('span').first().textContent()) ?? '';
    await expectAxeClean(page, 'sims-choose-plans with two SIMs');
    await page.getByRole('button', { name: 'Continue to checkout' }).click();
    await expect(page).toHaveURL(/\/eshop\/checkout$/);
    // Both SIMs at the checkout, both on the plan chosen.
    await expect(page.getByText(/^Physical SIM · /)).toBeVisible();
    await expect(page.getByText(/^eSIM · /)).toBeVisible();
    await expect(page.getByText(`Plan: ${planName}`, { exact: false })).toHaveCount(2);
  });

  test("a guest changes the SIM's plan (sim-purchase's Change plan -> sim-select-product): a pay monthly plan with the colour kept, then the checkout", async ({
    page,
  }) => {
    await page.goto('/plans/prepay');
    await page.getByRole('link', { name: 'Choose this plan' }).first().click();
    await page.getByRole('radio', { name: 'Green' }).check();
    await page.getByRole('link', { name: 'Change plan' }).click();
    await expect(page).toHaveURL(
      /\/eshop\/sim-select-product\?sim=physical-sim&plan=[^&]+&type=prepay&colour=green$/,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a plan for your SIM' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Green' })).toBeChecked();
    const monthly = page.getByRole('group', { name: 'Pay monthly plans' }).getByRole('radio').first();
    await monthly.check();
    const label = await monthly.evaluate(
      (radio) => radio.closest('label')?.querySelector('.font-medium')?.textContent ?? '',
    );
    expect(label).not.toBe('');
    await expectAxeClean(page, 'sim-select-product');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    // harbour allows several SIMs: their plans next, then the checkout.
    await expect(page).toHaveURL(/\/eshop\/sims-choose-plans\?plan=[^&]+&type=postpay$/);
    await page.getByRole('button', { name: 'Continue to checkout' }).click();
    await expect(page).toHaveURL(/\/eshop\/checkout$/);
    await expect(page.getByText(/^Physical SIM · /)).toBeVisible();
    await expect(page.getByText(/Colour: Green/)).toBeVisible();
    await expect(page.getByText(`Plan: ${label}`, { exact: false })).toBeVisible();
  });

  test('a declined card keeps the cart and the typed address', async ({ page, request }) => {
    test.slow();
    const buyer = await freshBuyer(request);
    await page.goto('/sign-in');
    await signIn(page, buyer.email, buyer.password);
    await expect(page).toHaveURL(/\/profile\/mobile$/);
    await saveTestCard(page, '4000000000000341');
    await addPlanToCart(page, 'Physical SIM');
    await page.getByLabel('Street address').fill('12 Cuba Street');
    await page.getByLabel('Town or city').fill('Wellington');
    await page.getByLabel('Postcode').fill('6011');
    await page.getByRole('radio', { name: /ending in 0341/ }).check();
    const before = (await buyer.orders()).length;
    await page.getByRole('button', { name: /^Place order/ }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Your order was not placed' });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert).toContainText('Your cart and address are kept.');
    await expect(page).toHaveURL(/\/eshop\/checkout$/);
    await expect(page.getByLabel('Street address')).toHaveValue('12 Cuba Street');
    await expect(page.getByText(/^Physical SIM · /)).toBeVisible();
    await expectAxeClean(page, 'checkout after a declined card');
    // Nothing paid: no PAID order was added.
    expect((await buyer.orders()).filter((o) => o.Status === 'PAID').length).toBeLessThanOrEqual(before);
  });

  test('a new customer, in te reo Māori: a plan on the home page, an eSIM, sign up from the checkout, the e-mail verified from the mailbox, a new test card, the install card, then the order and the new number in the account (axe at 320 and 1280 px)', async ({
    page,
    context,
  }) => {
    test.slow();
    const email = uniqueEmail('eshop-new');
    const password = 'Kia-ora-koutou-1';
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('mi-NZ');
    await expect(page.locator('html')).toHaveAttribute('lang', 'mi-NZ');
    await page
      .getByRole('link', { name: mi('plans.choose') })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: mi('simPurchase.title'), level: 1 })).toBeVisible();
    await page.getByRole('radio', { name: /^eSIM/ }).check();
    await page.getByRole('button', { name: mi('simChoice.addToCart') }).click();
    await expect(page).toHaveURL(/\/eshop\/sims-choose-plans\?plan=/);
    await expect(page.getByRole('heading', { name: mi('simsChoosePlans.title'), level: 1 })).toBeVisible();
    await page.getByRole('button', { name: mi('simsChoosePlans.continue') }).click();
    await expect(page).toHaveURL(/\/eshop\/checkout$/);
    await page
      .getByRole('main')
      .getByRole('link', { name: mi('checkout.signUp'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/mi\/sign-up\?redirect=%2Feshop%2Fcheckout$/);

    await page.getByLabel(mi('signUp.firstName')).fill('Aroha');
    await page.getByLabel(mi('signUp.lastName')).fill('Ngata');
    await page.getByLabel(mi('signUp.email'), { exact: true }).fill(email);
    await page.getByLabel(mi('signUp.password'), { exact: true }).fill(password);
    await page.getByLabel(mi('signUp.confirmPassword')).fill(password);
    await page.getByRole('checkbox', { name: /^E whakaae ana ahau ki/ }).check();
    await page.getByRole('button', { name: mi('signUp.submit') }).click();

    // Back at the checkout, signed up: the e-shop's e-mail step, the cart in view.
    await expect(page).toHaveURL(/\/eshop\/checkout$/);
    const verifyStep = page.getByRole('heading', { name: mi('checkout.verifyTitle') });
    await expect(verifyStep).toBeVisible();
    await expect(page.getByText(/^eSIM · /)).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expectAxeClean(page, 'checkout: verify your e-mail (mi-NZ)');
    // The link from the mailbox, opened in another tab as from a mail app.
    const mail = await context.newPage();
    await mail.goto(await latestLink(page.request, email));
    await expect(mail.getByText(mi('emailVerify.success'))).toBeVisible();
    await mail.close();
    await page.getByRole('button', { name: mi('emailVerify.pageVerified') }).click();
    await expect(verifyStep).toHaveCount(0);

    // No card yet: add one (it comes back here), then pay with it.
    await expect(page.getByText(mi('checkout.noCard'))).toBeVisible();
    await page.getByRole('link', { name: mi('cardPayment.addCard') }).click();
    await expect(page).toHaveURL(/\/no-payment-methods\?redirect=%2Feshop%2Fcheckout$/);
    await page.getByLabel(mi('paymentMethodAdd.name')).fill('Aroha Ngata');
    await page.getByLabel(mi('paymentMethodAdd.number')).fill('4242 4242 4242 4242');
    await page.getByLabel(mi('paymentMethodAdd.expiry')).fill('12/34');
    await page.getByLabel(mi('paymentMethodAdd.cvc')).fill('123');
    await page.getByRole('button', { name: mi('paymentMethodAdd.submit') }).click();
    await expect(page).toHaveURL(/\/eshop\/checkout$/, { timeout: 15_000 });
    await expect(page.getByRole('radio', { name: /4242/ })).toBeChecked();
    await page.setViewportSize({ width: 320, height: 800 });
    await expectAxeClean(page, 'checkout with the new card at 320 (mi-NZ)');
    await page.getByRole('button', { name: miStart('checkout.placeOrder') }).click();

    await expect(page).toHaveURL(AFTER_PURCHASE, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: mi('thanks.title') })).toBeVisible();
    const install = page.getByRole('region', { name: miStart('thanks.install.title') });
    await expect(install).toBeVisible();
    await expectAxeClean(page, 'thanks with the install card at 320 (mi-NZ)');
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectAxeClean(page, 'thanks with the install card at 1280 (mi-NZ)');
    const summary = await purchased(page);
    const orderNumber = summary!.orderNumber;
    // The new number, as the install card names it (formatted), is the account's line on the dashboard.
    const number = (
      (await install.getAttribute('aria-label')) ??
      (await install.locator('h2, h3').first().textContent()) ??
      ''
    )
      .replace(mi('thanks.install.title').split('{')[0]!, '')
      .trim();
    expect(number).toMatch(/^\+642\d{7,9}$/);
    await page.getByRole('link', { name: mi('thanks.orders') }).click();
    await expect(page).toHaveURL(/\/profile\/order-history$/);
    await expect(page.getByText(orderNumber).first()).toBeVisible();
    await page.goto('/mi/profile/mobile');
    await expect(page.getByText(number).first()).toBeVisible({ timeout: 15_000 });
  });
});

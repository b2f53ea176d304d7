/**
 * Order history of the demo accounts (issue 11): each seeded product with a plan was bought in the e-shop when it
 * was created — a paid order (its cart closed) whose line is that product. The first product of a customer came
 * as a physical SIM (delivered to a Wellington address), the others as eSIMs; by now each order reads COMPLETED
 * (core orderStatusAt).
 */
import type { Transaction } from '@electric-sql/pglite';
import type { CartItem, CheckoutAddress } from '@telco-portal/api';
import { gstComponentCents, lpaActivationCode } from '@telco-portal/core';
import type { SandboxDb } from '../db/worker-db.ts';
import { findSim, SANDBOX_SMDP_HOST } from '../eshop/sims.ts';
import { daysToNanos } from '../time.ts';
import type { SeedCustomer, SeedProduct } from './accounts.ts';
import { seedPlan } from './catalogue.ts';

type Db = SandboxDb | Transaction;

const ADDRESS: CheckoutAddress = {
  Lines: ['27 Cuba Street'],
  City: 'Wellington',
  Postcode: '6011',
  Country: 'New Zealand',
  LocationProvider: 'sandbox-nz',
  LocationProviderIDX: '',
};

/** Derives a fixed UUID for the seed's order rows from a product UUID (`tag` one hex digit). */
const derived = (tag: string, productUuid: string) =>
  `0e${tag}00000-0000-4000-8000-${productUuid.slice(-12)}`;

export async function seedOrderOfProduct(
  db: Db,
  customer: SeedCustomer,
  product: SeedProduct,
  index: number,
  nowNanos: bigint,
): Promise<void> {
  if (!product.plan) return;
  const plan = seedPlan(product.plan.key);
  const physical = index === 0;
  const sim = findSim(2, physical ? 'physical-sim' : 'esim')!;
  const at = (nowNanos - daysToNanos(product.createdDaysAgo)).toString();
  const kind = product.kind;
  const item: CartItem & { Line: unknown } = {
    UUID: derived('1', product.uuid),
    ItemUUID: sim.UUID,
    PriceCents: sim.PriceCents,
    Quantity: 1,
    SPID: 2,
    ProductAvailabilityUUID: plan.availabilityUuid,
    ProductCatalogUUID: plan.uuid,
    Name: sim.Name,
    Description: sim.Description,
    Type: sim.Type,
    VirtualType: sim.VirtualType,
    SelfManaged: false,
    Attributes: physical ? { Colour: 'midnight' } : {},
    Products: [
      {
        UUID: derived('2', product.uuid),
        Name: plan.retailName,
        Description: plan.retailDescription,
        PriceCents: plan.retailCents,
        PriceCatalogCents: plan.retailCents,
        Type: 'TYPE_VIRTUAL',
        VirtualType: 'VT_PLAN',
        Attributes: {
          BillingReference: kind,
          MobileProductAvailabilityUUID: plan.availabilityUuid,
          MobileProductCatalogUUID: plan.uuid,
          AutoRenew: true,
          DiscountUUID: '',
        },
      },
    ],
    Line: {
      MobileProductUUID: product.uuid,
      MSISDN: product.msisdn,
      ICCID: product.simid,
      ActivationCode: physical
        ? null
        : lpaActivationCode(SANDBOX_SMDP_HOST, `SEED-${product.uuid.slice(-8)}`),
      EsimStatus: physical ? null : 'INSTALLED',
    },
  };
  const amount = sim.PriceCents + plan.retailCents;
  const cart = derived('3', product.uuid);
  await db.query(
    `INSERT INTO eshop_carts (uuid, number, version, spid, customer_uuid, items, created_at_nanos, updated_at_nanos,
       ordered_at_nanos)
     VALUES ($1, 'CART-' || nextval('eshop_numbers'), 2, 2, $2, $3, $4, $4, $4)`,
    [cart, customer.uuid, JSON.stringify([{ ...item, Line: undefined }]), at],
  );
  await db.query(
    `INSERT INTO eshop_orders (uuid, number, spid, customer_uuid, cart_uuid, version, status, items, address,
       amount_cents, tax_cents, physical_sim_count, created_at_nanos, paid_at_nanos)
     VALUES ($1, 'ORD-' || nextval('eshop_numbers'), 2, $2, $3, 2, 'PAID', $4, $5, $6, $7, $8, $9, $9)`,
    [
      derived('4', product.uuid),
      customer.uuid,
      cart,
      JSON.stringify([item]),
      physical ? JSON.stringify({ ...ADDRESS, Email: '', Name: '', Phone: '' }) : null,
      amount,
      gstComponentCents(amount),
      physical ? 1 : 0,
      at,
    ],
  );
}

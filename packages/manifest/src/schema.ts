import {
  footerConfigSchema,
  homeConfigSchema,
  mobileBillingConfigSchema,
  PUBLIC_LAYOUTS,
  plansConfigSchema,
  plansTabConfigSchema,
  selectAccountConfigSchema,
  signUpConfigSchema,
  usageHistogramConfigSchema,
} from '@telco-portal/blocks/config';
import {
  ENVIRONMENTS,
  GROUP_MODES,
  LANGUAGES,
  type LocalizedText,
  SHOW_PLANS_LOCAL,
} from '@telco-portal/core';
import * as z from 'zod';
import { describeSetting, type SettingPath } from './settings.ts';

/**
 * The brand manifest (`brands/<id>/brand.json`) — the single input of the generator and of the portal
 * runtime. Every object is `.strict()`: an unknown key is an error, so a misspelt switch can never be
 * silently ignored. Defaults follow SPEC.md where it gives one (SPEC §6, §9); elsewhere an optional
 * feature defaults to off. Descriptions end up in `brand.schema.json` for editors; those of switches and
 * reserved settings come from `SETTINGS` (./settings.ts), the table the switch matrix test also reads.
 *
 * Each concept is defined once: the domain enums (languages, plan types, environments, group modes, plan
 * change modes) come from @telco-portal/core, and every slice a block reads (`home`, `plans`, `footer`,
 * `signUp`, `selectAccount`, `usage`) IS that block's own config schema from `@telco-portal/blocks/config`.
 *
 * Secrets never belong here (ARCHITECTURE "Brand manifest"): only public identifiers such as a Stripe
 * publishable key (`pk_…`) or a Firebase web config. A value that looks like a secret is rejected.
 */

/** Profile tabs (SPEC §2 "Profile area"). */
export const PROFILE_TABS = [
  'my-app-home',
  'personal-data',
  'plans',
  'ufb',
  'power',
  'bonuses',
  'my-orders',
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** Broadband tabs (SPEC §2 "Profile area": broadband tabs broadband, bonuses). */
export const BROADBAND_TABS = ['broadband', 'bonuses'] as const;
export type BroadbandTab = (typeof BROADBAND_TABS)[number];

const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const CSS_LENGTH = /^(?:0|\d+(?:\.\d+)?(?:rem|px|em))$/;
const KEBAB_ID = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MESSAGE_ID = /^[A-Za-z0-9_]+(?:[.-][A-Za-z0-9_]+)*$/;
/** A relative path inside the brand folder: no leading slash, no drive letter, no URL, no backslash. */
const RELATIVE_FILE = /^(?!\/)(?![A-Za-z]:)(?![A-Za-z][A-Za-z0-9+.-]*:\/\/)[^\\\0]+$/;

const hexColour = (what: string) =>
  z
    .string()
    .regex(HEX_COLOUR, { message: 'expected an opaque hex colour like #0b5cad' })
    .describe(`${what} as an opaque hex colour (#rgb or #rrggbb).`);

const relativeFile = (what: string) =>
  z
    .string()
    .regex(RELATIVE_FILE, {
      message: 'expected a path relative to the brand folder, like ./logo.svg (no leading /, no URL)',
    })
    .describe(
      `${what}: a file path relative to the brand folder (e.g. "./logo.svg"). It must exist inside the brand folder.`,
    );

/** A short text in every interface language (core `LocalizedText`); en is required: it is the fallback (SPEC §9). */
export const localizedTextSchema = z
  .strictObject({
    en: z.string().min(1).describe('English text (required: en is the fallback language).'),
    'mi-NZ': z.string().min(1).optional().describe('Te reo Māori text; falls back to en when absent.'),
  })
  .describe(
    'Text in each interface language: { "en": "…", "mi-NZ": "…" }.',
  ) satisfies z.ZodType<LocalizedText>;

const uniqueList = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z
    .array(z.enum(values))
    .refine((list) => new Set(list).size === list.length, { message: `each ${what} may appear only once` });

/** A boolean switch described by its `SETTINGS` row. */
const flag = (path: SettingPath, defaultValue = false) =>
  z
    .boolean()
    .default(defaultValue)
    .describe(describeSetting(path, `Default: ${defaultValue}.`));

/** SPEC §6 SIM actions: swap, disable/enable, details, product type transfer. */
export const simActionsSchema = z
  .strictObject({
    swap: flag('features.simActions.swap'),
    disableEnable: flag('features.simActions.disableEnable'),
    details: flag('features.simActions.details'),
    productTypeTransfer: flag('features.simActions.productTypeTransfer'),
  })
  .describe(describeSetting('features.simActions'));

/**
 * Every feature switch of SPEC §6 (and the build flags of SPEC §9) as a typed field.
 * A switch that is off hides its menu item, and its route guard redirects to not-found (SPEC §2 "Guard behaviour").
 */
export const featuresSchema = z
  .strictObject({
    esim: flag('features.esim'),
    alreadyHaveSim: flag('features.alreadyHaveSim'),
    vouchers: flag('features.vouchers'),
    onboardingVoucherRedeem: flag('features.onboardingVoucherRedeem'),
    bankTransactions: flag('features.bankTransactions'),
    groups: z
      .literal([...GROUP_MODES, false])
      .default(false)
      .describe(describeSetting('features.groups', 'Default: false.')),
    internationalPlans: flag('features.internationalPlans'),
    autoRenewToggles: flag('features.autoRenewToggles'),
    billingRouting: flag('features.billingRouting'),
    billingCycle: flag('features.billingCycle'),
    invoices: flag('features.invoices'),
    receipts: flag('features.receipts'),
    multipleSims: flag('features.multipleSims'),
    // Optional, not defaulted: absent is cart v2, and a default would ship in every visitor's entry (app-files.ts).
    cartVersion: z
      .literal([1, 2])
      .optional()
      .describe(describeSetting('features.cartVersion', 'Default: 2 (absent).')),
    planSwitching: flag('features.planSwitching'),
    passwordProtectedPlans: flag('features.passwordProtectedPlans'),
    simActions: simActionsSchema.prefault({}),
    numberPorting: flag('features.numberPorting'),
    simPurchasing: flag('features.simPurchasing'),
    showPlans: z
      .literal([true, SHOW_PLANS_LOCAL, false])
      .default(SHOW_PLANS_LOCAL)
      .describe(describeSetting('features.showPlans', 'Default: "local" (SPEC §9 "show plans: local").')),
    // SPEC §9 "Flags on in this build: dry activation, notifications, UFB module, external id and its prompt".
    notifications: flag('features.notifications', true),
    ufb: flag('features.ufb', true),
    externalId: flag('features.externalId', true),
    externalIdPrompt: flag('features.externalIdPrompt', true),
    dryActivation: flag('features.dryActivation', true),
    bonuses: flag('features.bonuses'),
    hidePrepayTopUp: flag('features.hidePrepayTopUp', true),
    hidePrepayBalanceWhenZero: flag('features.hidePrepayBalanceWhenZero', true),
    emailVerifiedAssumed: flag('features.emailVerifiedAssumed'),
  })
  .describe(
    'Feature switches (SPEC §6). Each is typed and has a documented default; each says what it gates, and the ones whose screens are not built yet say "Reserved:".',
  );
export type Features = z.infer<typeof featuresSchema>;

/**
 * Raw brand colours (layer 1 of CONVENTIONS 4). Text colours on each surface (`*-foreground`) are derived by
 * `createThemeCss` of @telco-portal/ui so they always reach WCAG AA contrast; they cannot be set here.
 */
const colorsSchema = z
  .strictObject({
    primary: hexColour(
      'Primary brand colour (buttons, links); choose one with good contrast with white text',
    ),
    secondary: hexColour('Secondary colour (quiet buttons, chips)').optional(),
    accent: hexColour('Accent colour (highlights, hover surfaces)').optional(),
    background: hexColour('Page background').optional(),
    foreground: hexColour('Body text').optional(),
    muted: hexColour('Neutral surface for quiet areas (tab lists, skeletons)').optional(),
    card: hexColour('Card surface').optional(),
    destructive: hexColour('Errors and destructive actions').optional(),
    success: hexColour('Success messages').optional(),
    warning: hexColour('Warnings').optional(),
    border: hexColour('Decorative dividers').optional(),
    chart: z
      .array(hexColour('Chart series colour'))
      .max(5)
      .optional()
      .describe('Up to five data-series colours; missing ones are derived from primary.'),
  })
  .describe(
    'Raw brand colours; @telco-portal/ui turns them into semantic CSS variables and derives readable text colours (CONVENTIONS 4).',
  );

export const themeSchema = z
  .strictObject({
    layout: z
      .enum(PUBLIC_LAYOUTS)
      .default('classic')
      .describe(describeSetting('theme.layout', 'Default: "classic".')),
    colors: colorsSchema,
    dark: z
      .strictObject({ colors: colorsSchema.partial().optional().describe('Dark-scheme colour overrides.') })
      .optional()
      .describe(
        'Overrides for the dark scheme (with colorScheme "both" or "dark"); missing colours are derived.',
      ),
    radius: z
      .string()
      .regex(CSS_LENGTH, { message: 'expected a CSS length like 0.75rem, 8px or 0' })
      .default('0.75rem')
      .describe('Corner radius base as a CSS length (rem, px or em). Default: "0.75rem".'),
    font: z
      .enum(['system', 'serif', 'rounded'])
      .default('system')
      .describe(
        'Font stack: "system", "serif" or "rounded" (no web fonts are downloaded). Default: "system".',
      ),
    logo: relativeFile('Logo image (SVG or PNG)'),
    logoDark: relativeFile(
      'Logo for the dark scheme (SVG or PNG), shown instead of logo when the dark scheme is on; only read with colorScheme "dark" or "both". validate warns when an SVG logo has too little contrast on the dark background',
    ).optional(),
    colorScheme: z
      .enum(['light', 'dark', 'both'])
      .default('light')
      .describe(
        'Colour schemes the brand supports: "light", "dark" or "both" (follows the system). Default: "light".',
      ),
  })
  .describe('Look and feel (SPEC §1 branding).');
export type Theme = z.infer<typeof themeSchema>;

const copyCatalogue = z
  .record(z.string().regex(MESSAGE_ID, { message: 'expected a message id like home.hero.title' }), z.string())
  .describe('Message id -> text (ICU MessageFormat). Overrides the built-in text of that id.');

const firebaseWebConfigSchema = z
  .strictObject({
    apiKey: z.string().min(1).describe('Firebase web API key (public identifier, not a secret).'),
    authDomain: z.string().min(1).describe('Firebase auth domain, e.g. example.firebaseapp.com.'),
    projectId: z.string().min(1).describe('Firebase project id ("demo-…" for the offline emulator).'),
    appId: z.string().min(1).optional().describe('Firebase app id.'),
    messagingSenderId: z.string().min(1).optional().describe('Firebase messaging sender id.'),
    storageBucket: z.string().min(1).optional().describe('Firebase storage bucket.'),
    emulatorUrl: z
      .url({ protocol: /^https?$/ })
      .optional()
      .describe(
        'Auth Emulator URL (e.g. http://127.0.0.1:9099). Only for development: its tokens are unsigned.',
      ),
  })
  .describe('Firebase public web config (the object the Firebase console shows for a web app).');

const apiBaseUrl = z
  .string()
  .refine((v) => /^\/(?!\/)/.test(v) || /^https?:\/\/[^\s/]+(?:\/\S*)?$/.test(v), {
    message: 'expected a path starting with / (same origin) or an absolute http(s) URL',
  })
  .default('/api')
  .describe(
    'Base URL of the provider API (SPEC §7). "/api" = same origin (the sandbox in development). Default: "/api".',
  );

export const adaptersSchema = z
  .strictObject({
    api: z
      .strictObject({ baseUrl: apiBaseUrl })
      .prefault({})
      .describe('Provider API client settings (timeout 65 s is fixed, SPEC §9).'),
    identity: z
      .strictObject({
        provider: z
          .enum(['sandbox', 'firebase'])
          .default('sandbox')
          .describe(
            '"sandbox" = LOCAL e-mail + password auth against the API; "firebase" = Firebase Auth. Default: "sandbox".',
          ),
        firebase: firebaseWebConfigSchema.optional(),
      })
      .prefault({})
      .refine((v) => v.provider !== 'firebase' || v.firebase !== undefined, {
        message: 'provider "firebase" needs a firebase web config',
        path: ['firebase'],
      })
      .describe('Identity adapter (sign-in, sign-up, social sign-in).'),
    payments: z
      .strictObject({
        provider: z
          .enum(['sandbox', 'stripe'])
          .default('sandbox')
          .describe('"sandbox" = sandbox card form; "stripe" = Stripe Elements. Default: "sandbox".'),
        publishableKey: z
          .string()
          .refine((v) => !/^(?:sk|rk)_/.test(v), {
            message: 'this looks like a Stripe secret or restricted key; secrets must never be in a manifest',
            abort: true,
          })
          .refine((v) => /^pk_(?:test|live)_[A-Za-z0-9]+$/.test(v), {
            message: 'expected a Stripe publishable key starting with pk_test_ or pk_live_',
          })
          .optional()
          .describe('Stripe publishable key (pk_test_… or pk_live_…). Never a secret key (sk_…/rk_…).'),
      })
      .prefault({})
      .refine((v) => v.provider !== 'stripe' || v.publishableKey !== undefined, {
        message: 'provider "stripe" needs a publishableKey',
        path: ['publishableKey'],
      })
      .describe('Payments adapter (card capture, ClientSecret confirmation).'),
    helpdesk: z
      .strictObject({
        provider: z
          .enum(['sandbox', 'zendesk'])
          .default('sandbox')
          .describe('"sandbox" = sandbox articles; "zendesk" = Zendesk Help Center. Default: "sandbox".'),
        subdomain: z
          .string()
          .regex(/^[a-z0-9][a-z0-9-]*$/, { message: 'expected the Zendesk subdomain only, like "harbour"' })
          .optional()
          .describe('Zendesk subdomain (the "harbour" of harbour.zendesk.com).'),
      })
      .prefault({})
      .refine((v) => v.provider !== 'zendesk' || v.subdomain !== undefined, {
        message: 'provider "zendesk" needs a subdomain',
        path: ['subdomain'],
      })
      .describe(describeSetting('adapters.helpdesk')),
    maps: z
      .strictObject({
        provider: z
          .enum(['sandbox', 'arcgis'])
          .default('sandbox')
          .describe(
            '"sandbox" = sandbox outage/coverage listing; "arcgis" = ArcGIS MapServer. Default: "sandbox".',
          ),
        serviceUrl: z
          .url({ protocol: /^https$/ })
          .optional()
          .describe('ArcGIS MapServer URL (https).'),
      })
      .prefault({})
      .refine((v) => v.provider !== 'arcgis' || v.serviceUrl !== undefined, {
        message: 'provider "arcgis" needs a serviceUrl',
        path: ['serviceUrl'],
      })
      .describe(describeSetting('adapters.maps')),
    analytics: z
      .strictObject({
        provider: z
          .enum(['none', 'console', 'gtag'])
          .default('none')
          .describe('"none", "console" (logs events, for development) or "gtag". Default: "none".'),
        measurementId: z
          .string()
          .regex(/^G-[A-Z0-9]+$/, { message: 'expected a Google Analytics measurement id like G-ABC123' })
          .optional()
          .describe('Google Analytics 4 measurement id (G-…).'),
      })
      .prefault({})
      .refine((v) => v.provider !== 'gtag' || v.measurementId !== undefined, {
        message: 'provider "gtag" needs a measurementId',
        path: ['measurementId'],
      })
      .describe('Analytics adapter.'),
    errorReporting: z
      .strictObject({
        provider: z.enum(['none', 'sentry']).default('none').describe('"none" or "sentry". Default: "none".'),
        dsn: z
          .url({ protocol: /^https$/ })
          .optional()
          .describe('Sentry DSN (public; https).'),
        tracesSampleRate: z
          .number()
          .min(0)
          .max(1)
          .default(1)
          .describe(describeSetting('adapters.errorReporting.tracesSampleRate', 'Default: 1.')),
      })
      .prefault({})
      .refine((v) => v.provider !== 'sentry' || v.dsn !== undefined, {
        message: 'provider "sentry" needs a dsn',
        path: ['dsn'],
      })
      .describe('Error reporting adapter.'),
  })
  .describe('Outside services (ARCHITECTURE "Real services"). All default to the sandbox/none adapters.');
export type Adapters = z.infer<typeof adaptersSchema>;

/** The whole brand manifest. Use `validateManifest` / `loadManifest` rather than parsing directly. */
export const brandManifestSchema = z
  .strictObject({
    $schema: z
      .string()
      .optional()
      .describe('JSON Schema for editors: "../../packages/manifest/brand.schema.json".'),
    id: z
      .string()
      .regex(KEBAB_ID, { message: 'expected a kebab-case id like "harbour" or "kiwi-mobile"' })
      .max(40)
      .describe('Brand id, kebab-case; also the folder name under brands/ and the output folder name.'),
    name: z
      .string()
      .min(1)
      .max(60)
      .describe('Brand name shown in titles, the header and e-mails, e.g. "Harbour Mobile".'),
    description: localizedTextSchema
      .optional()
      .describe('One-sentence description for the HTML meta description, per language.'),
    spid: z
      .int()
      .positive()
      .default(2)
      .describe('Service provider id used in API paths /v2/{spid}/… (SPEC §9: 2). Default: 2.'),
    environment: z
      .enum(ENVIRONMENTS)
      .default('production')
      .describe(describeSetting('environment', 'Default: "production".')),
    languages: z
      .strictObject({
        default: z
          .enum(LANGUAGES)
          .default('en')
          .describe('Language shown first: "en" or "mi-NZ". Default: "en".'),
        available: z
          .array(z.enum(LANGUAGES))
          .min(1)
          .refine((l) => new Set(l).size === l.length, { message: 'each language may appear only once' })
          .default([...LANGUAGES])
          .describe(
            'Languages offered in the language switcher; must include the default. Default: ["en", "mi-NZ"].',
          ),
      })
      .prefault({})
      .refine((l) => l.available.includes(l.default), {
        message: 'languages.available must include the default language',
        path: ['available'],
      })
      .describe('Interface languages (SPEC §9: en and mi-NZ; en is the fallback).'),
    theme: themeSchema,
    copy: z
      .strictObject({
        en: copyCatalogue.optional().describe('English overrides: message id -> text.'),
        'mi-NZ': copyCatalogue
          .optional()
          .describe('Te reo Māori overrides: message id -> text (use macrons: ā ē ī ō ū).'),
      })
      .prefault({})
      .describe(
        'Copy overrides per language, merged over the built-in catalogues; missing mi-NZ falls back to en.',
      ),
    home: homeConfigSchema.prefault({}),
    plans: plansConfigSchema.prefault({}),
    profileTabs: uniqueList(PROFILE_TABS, 'tab')
      .min(1)
      .default(['my-app-home'])
      .describe(
        'Profile (account area) tabs in order (SPEC §2): my-app-home, personal-data, plans, ufb, power, bonuses, my-orders; the first is where /profile and sign-in lead, and an unknown requested tab falls back to it. validate rejects a tab whose screen this build does not have (today only my-app-home, the mobile dashboard with its usage page). Default: ["my-app-home"].',
      ),
    broadbandTabs: uniqueList(BROADBAND_TABS, 'tab')
      .min(1)
      .default(['broadband', 'bonuses'])
      .describe(describeSetting('broadbandTabs', 'Default: both.')),
    features: featuresSchema.prefault({}),
    planChangeMode: plansTabConfigSchema.prefault({}),
    outerAboutLink: z
      .url({ protocol: /^https$/ })
      .optional()
      .describe(describeSetting('outerAboutLink')),
    terms: z
      .array(
        z.strictObject({
          path: z
            .string()
            .regex(SLUG, { message: 'expected a slug like "mobile" or "fibre-broadband"' })
            .describe('URL segment: the page is served at /terms/{path} (SPEC §2).'),
          title: localizedTextSchema,
          file: relativeFile('Markdown file with the terms'),
        }),
      )
      .min(1)
      .refine((t) => new Set(t.map((x) => x.path)).size === t.length, {
        message: 'each terms path may appear only once',
      })
      .describe('Terms pages (SPEC §2 terms, terms/{terms_path}); the first one is shown at /terms.'),
    privacy: z
      .strictObject({
        title: localizedTextSchema,
        file: relativeFile('Markdown file with the privacy policy'),
      })
      .describe('Privacy page (SPEC §2 privacy).'),
    footer: footerConfigSchema,
    signUp: signUpConfigSchema.prefault({}),
    selectAccount: selectAccountConfigSchema.prefault({}),
    usage: usageHistogramConfigSchema.prefault({}),
    billing: mobileBillingConfigSchema.optional(),
    adapters: adaptersSchema.prefault({}),
  })
  .superRefine((m, ctx) => {
    if (!m.plans.types.includes(m.home.plansType)) {
      ctx.addIssue({
        code: 'custom',
        path: ['home', 'plansType'],
        message: `the home page features ${m.home.plansType} plans, but plans.types (${m.plans.types.join(', ')}) does not sell them, so every plan link on the home page would be not found; pick one of plans.types or add ${m.home.plansType} to it`,
      });
    }
    if (m.features.bankTransactions && !m.billing?.bankTransfer) {
      ctx.addIssue({
        code: 'custom',
        path: ['billing', 'bankTransfer'],
        message: 'features.bankTransactions is true but billing.bankTransfer details are missing',
      });
    }
    // SPEC §4 cart v1: "adding a plan to a SIM removes earlier SIM, eSIM and plan items" — one SIM per cart.
    if (m.features.cartVersion === 1 && m.features.multipleSims) {
      ctx.addIssue({
        code: 'custom',
        path: ['features', 'cartVersion'],
        message:
          'cart v1 holds one SIM (adding a plan to a SIM removes the SIMs before it, SPEC §4), so features.multipleSims must be false with features.cartVersion 1; use cart v2 (2, or leave it out) to sell several SIMs per order',
      });
    }
    if (m.environment === 'production' && m.features.emailVerifiedAssumed) {
      ctx.addIssue({
        code: 'custom',
        path: ['features', 'emailVerifiedAssumed'],
        message: 'emailVerifiedAssumed must not be true in production',
      });
    }
    if (m.environment === 'production' && m.adapters.identity.firebase?.emulatorUrl) {
      ctx.addIssue({
        code: 'custom',
        path: ['adapters', 'identity', 'firebase', 'emulatorUrl'],
        message: 'the Auth Emulator accepts unsigned tokens and must not be used in production',
      });
    }
    // A live key takes real money: only a production brand may use it (staging/development use pk_test_…).
    if (m.environment !== 'production' && m.adapters.payments.publishableKey?.startsWith('pk_live_')) {
      ctx.addIssue({
        code: 'custom',
        path: ['adapters', 'payments', 'publishableKey'],
        message: `a live Stripe key (pk_live_…) charges real cards; environment '${m.environment}' must use a pk_test_… key`,
      });
    }
  })
  .describe('Brand manifest for a telco-portal build (brands/<id>/brand.json).');

/** A validated manifest with every default applied. */
export type BrandManifest = z.infer<typeof brandManifestSchema>;
/** What a brand manager writes (defaults optional). */
export type BrandManifestInput = z.input<typeof brandManifestSchema>;

export { type LocalizedText, localizedText } from '@telco-portal/core';

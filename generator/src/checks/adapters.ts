import { type AdapterPort, isShipped, SHIPPED_PROVIDERS } from '@telco-portal/adapters/shipped';
import type { LoadedBrand, ManifestIssue } from '@telco-portal/manifest';
import type { CheckResult } from './index.ts';
import { isSet, shownFile, valueAt } from './json.ts';

/** Default provider of each port (the manifest schema's defaults) — a port left at it is never an error. */
const DEFAULT_PROVIDER: Record<AdapterPort, string> = {
  identity: 'sandbox',
  payments: 'sandbox',
  analytics: 'none',
  helpdesk: 'sandbox',
  maps: 'sandbox',
  errorReporting: 'none',
};

/**
 * Adapter providers this build does not ship (`SHIPPED_PROVIDERS` of @telco-portal/adapters): today
 * identity "firebase", analytics "gtag", helpdesk "zendesk", maps "arcgis" and
 * errorReporting "sentry" would print "valid" and then throw when the portal mounts. Reads brand.json as
 * written, so it also runs when the schema found other problems (`loadBrand` reports both at once).
 */
export function adapterIssues(json: unknown, file: string): ManifestIssue[] {
  const issues: ManifestIssue[] = [];
  for (const port of Object.keys(SHIPPED_PROVIDERS) as AdapterPort[]) {
    const at = `adapters.${port}.provider`;
    const provider = valueAt(json, at);
    if (typeof provider !== 'string' || !isSet(json, at) || isShipped(port, provider)) continue;
    // A port whose screens are not built ships nothing; leaving it at its default is a reserved setting.
    if (provider === DEFAULT_PROVIDER[port] && SHIPPED_PROVIDERS[port].length === 0) continue;
    const shipped = SHIPPED_PROVIDERS[port] as readonly string[];
    issues.push({
      code: 'adapter_not_shipped',
      file,
      path: at,
      message:
        shipped.length > 0
          ? `${port} provider '${provider}' is not available in this build (it ships: ${shipped.join(', ')}); the portal would fail when it starts`
          : `adapters.${port} is reserved: no screen of this build uses a ${port} service, so provider '${provider}' would never be read`,
      hint:
        shipped.length > 0
          ? `use "${shipped[0]}" (remove adapters.${port} for the default "${DEFAULT_PROVIDER[port]}")`
          : `remove adapters.${port}`,
    });
  }
  return issues;
}

/** Settings that only one provider reads: [port, setting, the provider that reads it]. */
const PROVIDER_SETTINGS: ReadonlyArray<readonly [AdapterPort, string, string]> = [
  ['identity', 'firebase', 'firebase'],
  ['payments', 'publishableKey', 'stripe'],
  ['analytics', 'measurementId', 'gtag'],
  ['helpdesk', 'subdomain', 'zendesk'],
  ['maps', 'serviceUrl', 'arcgis'],
  ['errorReporting', 'dsn', 'sentry'],
];

/**
 * A provider's own setting next to another provider (e.g. a Stripe publishable key with the sandbox card
 * form) has no reader: a warning, so nobody believes it is in use.
 */
function unreadProviderSettings(brand: LoadedBrand, file: string): ManifestIssue[] {
  return PROVIDER_SETTINGS.flatMap(([port, setting, reader]) => {
    const at = `adapters.${port}.${setting}`;
    if (!isSet(brand.json, at) || brand.manifest.adapters[port].provider === reader) return [];
    return [
      {
        code: 'unreachable_setting' as const,
        file,
        path: at,
        message: `has no effect: only the ${reader} provider reads it, and adapters.${port}.provider is '${brand.manifest.adapters[port].provider}'`,
        hint: `remove ${at}`,
      },
    ];
  });
}

/** `adapterIssues` of a loaded brand, as a check, plus provider settings no provider reads. */
export function adapterChecks(brand: LoadedBrand): CheckResult {
  const file = shownFile(brand.file);
  return { errors: adapterIssues(brand.json, file), warnings: unreadProviderSettings(brand, file) };
}

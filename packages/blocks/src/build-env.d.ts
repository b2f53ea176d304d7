/**
 * Build constants a generated app's Vite config defines (generator/src/build.ts `appViteConfig` and the app's
 * emitted vite.config.ts): replaced at build time, so the bundler drops the branches a brand does not use.
 * Unset under Vitest and Storybook (the code then decides at run time).
 */
interface ImportMetaEnv {
  /** The brand's `adapters.payments.provider` (`sandbox` or `stripe`). */
  readonly TELCO_PAYMENTS_PROVIDER?: string;
  /** "true" in a generated app: with Vite's `PROD`, a production build, whose API client never validates. */
  readonly TELCO_APP?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

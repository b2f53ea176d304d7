import { LegalPage } from './LegalPage.tsx';

/** Privacy page (SPEC §2 privacy): see `LegalPage`. */
export default function PrivacyPage() {
  return <LegalPage kind="privacy" />;
}

import { LegalPage } from './LegalPage.tsx';

/** Terms page (SPEC §2 terms, terms/{terms_path}): see `LegalPage`. */
export default function TermsPage() {
  return <LegalPage kind="terms" />;
}

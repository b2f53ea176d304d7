/// <reference types="vite/client" />

declare module 'virtual:legal-documents' {
  /** brand id -> URL path ('/legal/terms/mobile.json', '/legal/privacy.json') -> JSON `{ html }` text. */
  const documents: Record<string, Record<string, string>>;
  export default documents;
}

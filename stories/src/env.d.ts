/// <reference types="vite/client" />

declare module 'virtual:legal-documents' {
  /** brand id -> URL path ('/terms/mobile.html', '/privacy.html') -> HTML fragment. */
  const documents: Record<string, Record<string, string>>;
  export default documents;
}

/// <reference types="vite/client" />

declare module 'virtual:legal-documents' {
  /** brand id -> URL path ('/legal/terms/mobile.json', '/legal/privacy.json') -> JSON `{ html }` text. */
  const documents: Record<string, Record<string, string>>;
  export default documents;
}

declare module 'virtual:sandbox-template' {
  /** URL of the sandbox's migrated, empty database (gzipped PGlite dump), built at Storybook build time. */
  const url: string;
  export default url;
}

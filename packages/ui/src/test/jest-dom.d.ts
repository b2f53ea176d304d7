// Types for the jest-dom matchers that vitest.setup.dom.ts (repo root) installs at run time.
import '@testing-library/jest-dom/vitest';

import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildBrand, REPO } from './harness.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The harbour portal the suite attacks, generated and built once for the run (`.generated/harbour`). */
    harbourApp: string;
  }
}

/**
 * Before the security suite: generates and builds brands/harbour once, for every file that attacks it
 * (attacks.test.ts starts it, output.test.ts reads its dist), instead of once per file. Read it with
 * `inject('harbourApp')`. It is the app `pnpm start` serves, `.generated/harbour`: the suite attacks what users run,
 * and an up-to-date build there (`pnpm test` builds every brand first) is reused, not built again. The hostile
 * variants are built by the file that needs them, under `.generated/security/`.
 */
export default async function setup(project: TestProject): Promise<void> {
  const harbour = await buildBrand(
    path.join(REPO, 'brands/harbour'),
    'harbour',
    path.join(REPO, '.generated/harbour'),
  );
  project.provide('harbourApp', harbour);
}

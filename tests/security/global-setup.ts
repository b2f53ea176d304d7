import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildBrand, REPO } from './harness.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The harbour portal the suite attacks, generated and built once for the run (`.generated/security/harbour`). */
    harbourApp: string;
  }
}

/**
 * Before the security suite: generates and builds brands/harbour once, for every file that attacks it
 * (attacks.test.ts starts it, output.test.ts reads its dist), instead of once per file. Read it with
 * `inject('harbourApp')`. The hostile variants are built by the file that needs them.
 */
export default async function setup(project: TestProject): Promise<void> {
  project.provide('harbourApp', await buildBrand(path.join(REPO, 'brands/harbour'), 'harbour'));
}

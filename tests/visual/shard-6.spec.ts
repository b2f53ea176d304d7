import { visualSuite } from './visual-suite.ts';

// One of the VISUAL_SHARDS parts of the story runs (matrix.ts shardRuns); Playwright runs the files in parallel.
visualSuite(5);

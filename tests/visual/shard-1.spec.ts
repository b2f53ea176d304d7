import { visualSuite } from './visual-suite.ts';

// Half of the brand × locale matrix (see visual-suite.ts); Playwright runs the two shard files in parallel.
visualSuite(0, 2);

import { visualSuite } from './visual-suite.ts';

// Half of the brand × locale matrix (see visual-suite.ts); the other half is in the other shard file.
visualSuite(0, 2);

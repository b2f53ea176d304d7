import { a11ySuite } from './stories-suite.ts';

// Half of the brand × language × scheme matrix (see stories-suite.ts); the two shard files run in parallel.
a11ySuite(1, 2);

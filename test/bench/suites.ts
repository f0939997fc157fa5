import type { BenchSuite } from "./suite";

/** Every suite `npm run bench` knows, by name. Issues add theirs here. */
export const SUITES: Record<string, BenchSuite> = {};

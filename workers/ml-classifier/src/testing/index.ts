export { PATTERNS, type Pattern, patternImage, writePatternDataset } from "./pattern-dataset";
export { startTestService, type TestService, waitForJob } from "./service";

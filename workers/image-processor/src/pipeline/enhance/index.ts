export { type EnhancementReport, enhance, noiseLevel } from "./enhance";

export { metricsPlugin } from "./metrics";

export {
  expectDocumented,
  fetchOpenApi,
  readData,
  readEnvelope,
  readError,
  readHealth,
} from "./contract";
export { type FormFile, multipartForm } from "./forms";
export { makeImage, makePngBomb } from "./images";
export { listenForTest, type RunningService } from "./listen";
export { type MetricFamily, parsePrometheus } from "./prometheus";
export { freePort, hasRedisServer, startRedis, type TestRedis } from "./redis";

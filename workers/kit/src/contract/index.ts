/**
 * Service contracts: zod schemas of each route's request and answer, the shared envelopes and
 * the OpenAPI document built from them. Pure (zod only), so the Worker bundle imports it too.
 */
export { type ErrorEnvelope, errorEnvelope, type Success, successEnvelope } from "./envelope";
export { booleanString } from "./form-fields";
export { type HealthData, healthCheck, healthData } from "./health";
export { openApiDocument } from "./openapi";
export {
  type DataOf,
  defineRoute,
  type FilePart,
  type RequestOf,
  type RouteContract,
} from "./route-contract";

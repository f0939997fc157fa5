export { type ContractHandler, contractRoute, serveOpenApi } from "./contract-route";
export { createServiceApp, type ServiceAppOptions } from "./create-service-app";
export { type ErrorBody, elapsedSeconds, ok, type SuccessEnvelope } from "./envelope";
export { errorBody, toIrisError } from "./error-handler";
export type { HealthCheck, HealthProbe } from "./health";
export { requestIdFrom } from "./request-context";
export { type RequestSignalOptions, requestSignal } from "./request-signal";
export { runService } from "./run-service";

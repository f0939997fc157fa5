export { parseByteSize } from "./byte-size";
export { booleanString, loadConfig, optionalString } from "./load-config";
export { packageVersion } from "./package-version";
export { type ServiceConfig, serviceConfigSchema } from "./service-config";

export { type BackboneFailureCode, toServiceError } from "./service-error";

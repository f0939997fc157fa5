export {
  codeForStatus,
  ERROR_CODES,
  ERROR_RETRYABLE,
  ERROR_STATUS,
  type ErrorCode,
  isErrorCode,
  retryableFor,
  statusFor,
} from "./codes";
export { IrisError, type IrisErrorOptions, isIrisError } from "./iris-error";

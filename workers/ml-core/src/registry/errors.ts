/** Why a model cannot be used; services map `reason` to an HTTP status. */
export type ModelErrorReason = "unknown" | "not_installed" | "checksum_mismatch" | "load_failed";

/** A model that is unknown, absent, corrupt or failed to load. */
export class ModelError extends Error {
  constructor(
    readonly reason: ModelErrorReason,
    readonly model: string,
    message: string,
    readonly hint = "",
  ) {
    super(message);
    this.name = "ModelError";
  }
}

/** An input image that could not be decoded or resized. */
export class ImageDecodeError extends Error {
  constructor(
    readonly index: number,
    cause: unknown,
  ) {
    super(`image ${index + 1} could not be decoded: ${(cause as Error).message ?? cause}`, {
      cause,
    });
    this.name = "ImageDecodeError";
  }
}

/** The upload formats iris accepts, decided by magic bytes, never by name or declared type. */
export type UploadFormat = "jpeg" | "png" | "tiff" | "webp" | "pdf";

/** Every accepted format. */
export const UPLOAD_FORMATS: readonly UploadFormat[] = ["jpeg", "png", "tiff", "webp", "pdf"];

/** MIME type per format. */
export const FORMAT_MIME: Record<UploadFormat, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  tiff: "image/tiff",
  webp: "image/webp",
  pdf: "application/pdf",
};

/** The format of `bytes` from its signature, or undefined when it is none iris accepts. */
export function sniffFormat(bytes: Uint8Array): UploadFormat | undefined {
  const at = (offset: number, ...sig: number[]) => sig.every((b, i) => bytes[offset + i] === b);
  if (at(0, 0xff, 0xd8, 0xff)) return "jpeg";
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (at(0, 0x49, 0x49, 0x2a, 0x00) || at(0, 0x4d, 0x4d, 0x00, 0x2a)) return "tiff";
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return "webp";
  if (at(0, 0x25, 0x50, 0x44, 0x46, 0x2d)) return "pdf";
  return undefined;
}

import { z } from "@hono/zod-openapi";
import { IrisError } from "@iris/kit/errors";
import { FORMAT_MIME, sniffFormat, type UploadFormat } from "@iris/kit/formats";

/** A multipart file part. */
export const FileField = z
  .instanceof(File, { message: "must be a file part" })
  .openapi({ type: "string", format: "binary" });

/** One file or several under the same field name. */
export const FilesField = z
  .union([FileField, z.array(FileField)])
  .transform((v) => (Array.isArray(v) ? v : [v]))
  .openapi({ type: "array", items: { type: "string", format: "binary" } });

/** A multipart boolean: true/false (also 1/0, yes/no, on/off). */
export const FormBoolean = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off"], {
    message: "must be true or false",
  })
  .transform((v) => ["true", "1", "yes", "on"].includes(v))
  .openapi({ type: "boolean" });

/** A multipart number. */
export const formNumber = (min: number, max: number) =>
  z.coerce.number().min(min).max(max).openapi({ type: "number", minimum: min, maximum: max });

/** A multipart integer. */
export const formInt = (min: number, max: number) =>
  z.coerce
    .number()
    .int()
    .min(min)
    .max(max)
    .openapi({ type: "integer", minimum: min, maximum: max });

const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

/** An image as base64 text or a data URI (`data:image/png;base64,...`), decoded to a File. */
export const Base64Image = z
  .string()
  .min(1, "must not be empty")
  .transform((value, ctx) => {
    const data = value.startsWith("data:") ? value.slice(value.indexOf(",") + 1) : value;
    const compact = data.replace(/\s+/g, "");
    if (!BASE64.test(compact)) {
      ctx.addIssue({ code: "custom", message: "must be base64 or a base64 data URI" });
      return z.NEVER;
    }
    try {
      const binary = atob(compact.replace(/-/g, "+").replace(/_/g, "/"));
      return new File([Uint8Array.from(binary, (c) => c.charCodeAt(0))], "image");
    } catch {
      ctx.addIssue({ code: "custom", message: "must be valid base64" });
      return z.NEVER;
    }
  })
  .openapi({ type: "string", description: "base64 image or data URI", format: "byte" });

/** A checked upload: its bytes are an accepted format within the size limit. */
export interface CheckedImage {
  file: File;
  format: UploadFormat;
}

/**
 * Refuses an empty file (400), one over `maxBytes` (413) or one whose magic bytes are not an
 * accepted image format (415), before any phase service is called.
 */
export async function checkImage(
  file: File,
  field: string,
  maxBytes: number,
): Promise<CheckedImage> {
  if (file.size === 0) {
    throw new IrisError("VALIDATION_ERROR", `invalid body: ${field}`, {
      details: `${field}: file is empty`,
    });
  }
  if (file.size > maxBytes) {
    throw new IrisError("FILE_TOO_LARGE", "file too large", {
      details: `${field}: ${file.size} bytes, the limit is ${maxBytes}`,
    });
  }
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const format = sniffFormat(head);
  if (!format) {
    throw new IrisError("UNSUPPORTED_FORMAT", "unsupported file format", {
      details: `${field}: accepted formats are JPEG, PNG, TIFF, WEBP and PDF`,
    });
  }
  const name = file.name && file.name !== "blob" ? file.name : `${field}.${format}`;
  return {
    file:
      file.type === FORMAT_MIME[format] && file.name
        ? file
        : new File([file], name, { type: FORMAT_MIME[format] }),
    format,
  };
}

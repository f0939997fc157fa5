import type { FastifyRequest } from "fastify";
import { IrisError, isIrisError } from "../errors";
import { checkImageBounds, type ImageBounds } from "./image-bounds";
import { FORMAT_MIME, sniffFormat, UPLOAD_FORMATS, type UploadFormat } from "./sniff-format";

/** One uploaded file, validated: non-empty, an accepted format, within the pixel limit. */
export interface UploadedFile {
  fieldname: string;
  filename: string;
  format: UploadFormat;
  mimetype: string;
  buffer: Buffer;
  /** Header dimensions for raster images; undefined for PDF. */
  bounds: ImageBounds | undefined;
}

/** A parsed multipart body: files in arrival order, text fields by name (last one wins). */
export interface MultipartBody {
  files: UploadedFile[];
  fields: Record<string, string>;
}

/** Limits for {@link readMultipart}. */
export interface ReadMultipartOptions {
  maxPixels: number;
  /** Formats this route accepts (default: all five). */
  formats?: readonly UploadFormat[];
}

/**
 * Reads a multipart request fully. Size limits are enforced while streaming by
 * @fastify/multipart (413); each file's format is decided by its magic bytes (415
 * INVALID_IMAGE_FORMAT otherwise) and raster images are checked against the pixel limit.
 */
export async function readMultipart(
  request: FastifyRequest,
  options: ReadMultipartOptions,
): Promise<MultipartBody> {
  if (!request.isMultipart()) {
    throw new IrisError("UNSUPPORTED_FORMAT", "expected a multipart/form-data body", {
      details: `content-type was ${request.headers["content-type"] ?? "missing"}`,
    });
  }
  const files: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === "field") {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const buffer = await part.toBuffer();
      // busboy drops the bytes past the limit; when the excess arrives as its own chunk,
      // toBuffer returns the first MAX_IMAGE_SIZE bytes without an error.
      if (part.file.truncated) {
        throw new IrisError("FILE_TOO_LARGE", "file exceeds the size limit", {
          details: `file "${part.filename || part.fieldname}" is larger than the limit`,
        });
      }
      files.push(await validateFile(part.fieldname, part.filename, buffer, options));
    }
  } catch (error) {
    // The parser's limit errors carry Fastify codes (413, mapped by the error handler) and our
    // own refusals are IrisErrors; anything else is busboy finding no multipart body: cut
    // before its closing boundary, a boundary that never appears, random bytes. The client's
    // fault — 400, never a 500 with a parser stack.
    if (isIrisError(error) || (error as { code?: unknown }).code) throw error;
    throw new IrisError("VALIDATION_ERROR", "malformed multipart body", {
      details: (error as Error).message ?? String(error),
    });
  }
  return { files, fields };
}

async function validateFile(
  fieldname: string,
  filename: string,
  buffer: Buffer,
  options: ReadMultipartOptions,
): Promise<UploadedFile> {
  const name = filename || fieldname;
  if (buffer.length === 0) {
    throw new IrisError("VALIDATION_ERROR", `file "${name}" is empty`);
  }
  const allowed = options.formats ?? UPLOAD_FORMATS;
  const format = sniffFormat(buffer);
  if (!format || !allowed.includes(format)) {
    throw new IrisError("INVALID_IMAGE_FORMAT", `file "${name}" is not a supported image`, {
      details: `accepted formats: ${allowed.map((f) => f.toUpperCase()).join(", ")}`,
    });
  }
  const bounds =
    format === "pdf" ? undefined : await checkImageBounds(buffer, format, options.maxPixels);
  return { fieldname, filename: name, format, mimetype: FORMAT_MIME[format], buffer, bounds };
}

/** The single file under `name`, or 400 when it is missing. */
export function requireFile(body: MultipartBody, name = "file"): UploadedFile {
  const file = body.files.find((f) => f.fieldname === name);
  if (!file)
    throw new IrisError("VALIDATION_ERROR", `multipart field "${name}" (a file) is required`);
  return file;
}

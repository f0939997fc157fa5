import { IrisError, type MultipartBody, readMultipart, type UploadedFile } from "@iris/kit";
import type { EmbedOutcome } from "@iris/ml-core";
import type { FastifyRequest } from "fastify";
import type { EmbeddingRecord } from "../contract";
import type { EmbeddingsDeps } from "../deps";
import { mapped } from "../errors";

/** Raster formats only: a PDF's page is rendered by phase 1, which sends images onward. */
const FORMATS = ["jpeg", "png", "tiff", "webp"] as const;

/** Reads a multipart upload of images (`file` and/or repeated `files`). */
export async function readImages(
  request: FastifyRequest,
  deps: EmbeddingsDeps,
): Promise<MultipartBody & { images: UploadedFile[] }> {
  const body = await readMultipart(request, {
    maxPixels: deps.config.MAX_IMAGE_PIXELS,
    formats: FORMATS,
  });
  const images = body.files.filter((f) => f.fieldname === "file" || f.fieldname === "files");
  if (images.length === 0) {
    throw new IrisError("VALIDATION_ERROR", 'send one image as "file" or several as "files"', {
      details: `file fields received: ${body.files.map((f) => f.fieldname).join(", ") || "none"}`,
    });
  }
  return { ...body, images };
}

/** Embeds uploaded images with `model` (default: the current model). */
export function embedImages(
  deps: EmbeddingsDeps,
  images: UploadedFile[],
  model?: string,
): Promise<EmbedOutcome> {
  return mapped(() =>
    deps.backbone.embedder.embed(
      images.map((f) => f.buffer),
      model ?? deps.models.current,
    ),
  );
}

/** The §2.8 records of an outcome. */
export function toRecords(images: UploadedFile[], outcome: EmbedOutcome): EmbeddingRecord[] {
  return outcome.embeddings.map((embedding, i) => ({
    filename: images[i]?.filename ?? `image_${i}`,
    embedding: Array.from(embedding),
    embedding_dim: embedding.length,
    model_version: outcome.model.version,
  }));
}

import { randomUUID } from "node:crypto";
import { contractRoute, IrisError, ok, parseFields } from "@iris/kit";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { embedContract } from "../contract";
import type { EmbeddingsDeps } from "../deps";
import type { IndexEntry, MetadataValue } from "../similarity";
import { embedImages, readImages, toRecords } from "./embed-images";

/** Fields of /embed that are not metadata. */
const CONTROL = new Set(["model", "store", "metadata"]);
/** Names a stored entry's metadata may not use: /find-similar answers them beside it. */
const RESERVED = new Set(["id", "similarity_score", "rank", "model_version", "created_at"]);

/**
 * POST /embed — multipart `file` or repeated `files`. Answers the §2.8 records; the
 * single-image form also carries `embedding`. With `store=true` the embeddings go into the
 * similarity index with their metadata: a `metadata` JSON object and any other text field.
 */
export function embedRoute(app: FastifyInstance, deps: EmbeddingsDeps): void {
  contractRoute(app, embedContract, async (request) => {
    const { images, fields } = await readImages(request, deps);
    const options = parseFields(embedContract.form, fields);
    const metadata = options.store ? metadataFrom(fields, options.metadata) : {};
    const outcome = await embedImages(deps, images, options.model);
    const records = toRecords(images, outcome);
    let storedIds: string[] | undefined;
    if (options.store) {
      const now = new Date().toISOString();
      const entries: IndexEntry[] = outcome.embeddings.map((embedding, i) => ({
        id: randomUUID(),
        model: outcome.model.version,
        embedding,
        metadata: { filename: images[i]?.filename ?? null, ...metadata },
        created_at: now,
      }));
      await deps.index.add(entries).catch((cause: unknown) => {
        // A full or read-only disk, or Redis away: nothing was stored, and the same request
        // succeeds once storage is back, so the caller may retry.
        throw new IrisError("SERVICE_UNAVAILABLE", "the embeddings could not be stored", {
          details: `nothing was stored: ${(cause as NodeJS.ErrnoException)?.code ?? "storage unavailable"}`,
          retryAfter: 30,
          cause,
        });
      });
      storedIds = entries.map((e) => e.id);
    }
    const single = records.length === 1 ? records[0] : undefined;
    return ok(request, {
      embeddings: records,
      total_processed: records.length,
      ...(single ? { embedding: single.embedding, embedding_dim: single.embedding_dim } : {}),
      model: outcome.model.entry.name,
      model_version: outcome.model.version,
      cached: outcome.cached,
      ...(storedIds ? { stored: true, stored_ids: storedIds } : { stored: false }),
    });
  });
}

function metadataFrom(
  fields: Record<string, string>,
  json: string | undefined,
): Record<string, MetadataValue> {
  const out: Record<string, MetadataValue> = {};
  for (const [key, value] of Object.entries(fields)) if (!CONTROL.has(key)) out[key] = value;
  if (json !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch {
      throw new IrisError("VALIDATION_ERROR", '"metadata" must be a JSON object');
    }
    const result = z
      .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
      .safeParse(parsed);
    if (!result.success) {
      throw new IrisError("VALIDATION_ERROR", '"metadata" must be a flat JSON object', {
        details: "values may be strings, numbers, booleans or null",
      });
    }
    Object.assign(out, result.data);
  }
  const clash = Object.keys(out).filter((k) => RESERVED.has(k));
  if (clash.length) {
    throw new IrisError("VALIDATION_ERROR", "metadata uses reserved names", {
      details: `${clash.join(", ")} are reserved`,
    });
  }
  return out;
}

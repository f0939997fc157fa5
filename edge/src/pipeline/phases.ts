import { Buffer } from "node:buffer";
// The phase services' answers, as their contracts define them (types only: nothing of the
// services enters the Worker bundle).
import type { ProcessData as Phase1Data } from "@iris/image-processor/contract";
import { isIrisError } from "@iris/kit/errors";
import type { ClassifyData } from "@iris/ml-classifier/contract";
import type { EmbedData } from "@iris/ml-embeddings/contract";
import type { ExtractJsonData as ExtractData } from "@iris/ocr-extractor/contract";
import type { CheckedImage } from "../schemas/uploads";
import { formOf } from "../upstream/forms";
import type { UpstreamCall } from "../upstream/interface";
import { callService, type UpstreamResult } from "../upstream/service-client";
import type { RunRecord } from "./record";
import { formatAsRead, fromTop3 } from "./type-fusion";

/** Phase 1's answer as bytes: its summary, and the page's PNG (see UpstreamRequest.image). */
type Phase1Answer = Omit<Phase1Data, "processed_image" | "processed_image_data"> & {
  image_bytes?: Uint8Array;
  processed_image?: string;
};

/**
 * Longer side of the page's small copy that phases 2 and 3-4 get instead of the page: the
 * embedded layout encoder's input, so its tensor is the one the full page would give; a model
 * with another input resamples the copy. They look at the layout, not the print, and a 300 dpi
 * page costs each of them 100–170 ms of CPU to decode.
 */
const LAYOUT_SIDE = 512;

/** Phase 1: the flat, upright, cleaned page, and its small copy for the layout phases. */
export async function preprocess(image: CheckedImage, r: RunRecord, call: UpstreamCall) {
  const res = await callService<Phase1Answer>(
    "image_processor",
    {
      method: "POST",
      path: "/process",
      form: formOf(image, {
        apply_unwarping: r.options.apply_unwarping,
        enhance_quality: r.options.enhance_quality,
        rendition: LAYOUT_SIDE,
      }),
      image: true,
    },
    call,
  );
  const d = res.data;
  // The page travels as bytes, its small copy after it; the page is base64-encoded once, for
  // the run's record.
  const body = d.image_bytes
    ? Buffer.from(d.image_bytes)
    : Buffer.from(d.processed_image ?? "", "base64");
  const copy = d.image_bytes ? (d.rendition?.bytes ?? 0) : 0;
  const cut = copy > 0 && copy < body.length ? body.length - copy : body.length;
  const png = body.subarray(0, cut);
  const small =
    cut < body.length
      ? body.subarray(cut)
      : d.rendition_image
        ? Buffer.from(d.rendition_image, "base64")
        : null;
  const base64 = d.processed_image ?? png.toString("base64");
  const page = { file: new File([png], "page.png", { type: "image/png" }), format: "png" };
  return {
    res,
    quality: d.quality,
    // Phase 1 turned the page by its text lines: phases 5-6 need not search the orientation.
    upright: (d.orientation?.lines ?? 0) > 0,
    // The format the page snapped to (ID-1, ID-3, A4, Letter): evidence of the type.
    format: formatAsRead(d.document_format?.name, ...(d.output_dimensions ?? [0, 0])),
    base64,
    image: page as CheckedImage,
    layout: (small
      ? { file: new File([small], "page-small.png", { type: "image/png" }), format: "png" }
      : page) as CheckedImage,
    result: {
      unwarping_applied: d.unwarping_applied,
      enhancement_applied: d.enhancement_applied,
      output_dimensions: d.output_dimensions,
      confidence: d.confidence,
      perspective_corrected: d.perspective_corrected,
      rotation_applied: d.rotation_applied,
      quality_score: d.quality?.quality_score,
    },
  };
}

interface SimilarData {
  results: { id: string; similarity_score: number; rank: number; [k: string]: unknown }[];
  total_indexed: number;
}

interface ClusterStats {
  count: number;
  clusters: {
    n_clusters: number;
    cluster_sizes: Record<string, number>;
    silhouette_score: number;
    interpretation: string;
    representative_ids: Record<string, string>;
  } | null;
  note?: string;
}

/** How many neighbours perform_clustering reports. */
const NEIGHBOURS = 5;

/**
 * Phase 2: the embedding; with perform_clustering the document is also stored in the
 * similarity index and placed among the stored documents — its nearest neighbours, and the
 * cluster (of the stored set's best-silhouette clustering) whose representative it is most
 * similar to.
 */
export async function embed(
  image: CheckedImage,
  r: RunRecord,
  call: UpstreamCall,
  onEmbedding?: (given: GivenEmbedding | null) => void,
) {
  const cluster = r.options.perform_clustering;
  const res = await callService<EmbedData>(
    "ml_embeddings",
    {
      method: "POST",
      path: "/embed",
      form: formOf(
        image,
        cluster
          ? {
              store: true,
              pipeline_id: r.id,
              document_type: r.options.document_type_hint ?? undefined,
            }
          : {},
      ),
      idempotent: !cluster,
    },
    call,
  );
  // One page was sent: its embedding is the single-image field, or the first record's.
  const embedding = res.data.embedding ?? res.data.embeddings[0]?.embedding ?? null;
  onEmbedding?.(
    embedding
      ? { vector: embedding, model: res.data.model, model_version: res.data.model_version }
      : null,
  );
  const calls: UpstreamResult<unknown>[] = [res];
  let clustering: Record<string, unknown> | null = null;
  if (cluster) {
    const [stats, similar] = await Promise.all([
      callService<ClusterStats>("ml_embeddings", { method: "GET", path: "/cluster-stats" }, call),
      callService<SimilarData>(
        "ml_embeddings",
        {
          method: "POST",
          path: "/find-similar",
          json: { embedding, top_k: 1000 },
        },
        call,
      ),
    ]);
    calls.push(stats, similar);
    clustering = place(res.data.stored_ids?.[0], stats.data, similar.data);
  }
  return {
    calls,
    embedding,
    result: {
      embedding_dimension: res.data.embedding_dim,
      clustering_performed: clustering !== null,
      model_version: res.data.model_version,
      ...(clustering ?? {}),
    },
  };
}

function place(selfId: string | undefined, stats: ClusterStats, similar: SimilarData) {
  const others = similar.results.filter((hit) => hit.id !== selfId);
  const score = new Map(similar.results.map((hit) => [hit.id, hit.similarity_score]));
  const neighbours = others.slice(0, NEIGHBOURS).map((hit, i) => ({
    id: hit.id,
    pipeline_id: hit.pipeline_id ?? null,
    document_type: hit.document_type ?? null,
    filename: hit.filename ?? null,
    similarity_score: hit.similarity_score,
    rank: i + 1,
  }));
  let clusterId: number | null = null;
  let best = Number.NEGATIVE_INFINITY;
  for (const [id, representative] of Object.entries(stats.clusters?.representative_ids ?? {})) {
    const s = representative === selfId ? 1 : score.get(representative);
    if (s !== undefined && s > best) {
      best = s;
      clusterId = Number(id);
    }
  }
  return {
    cluster_id: clusterId,
    n_clusters: stats.clusters?.n_clusters ?? null,
    cluster_size:
      clusterId === null ? null : (stats.clusters?.cluster_sizes[String(clusterId)] ?? null),
    silhouette_score: stats.clusters?.silhouette_score ?? null,
    interpretation: stats.clusters?.interpretation ?? null,
    stored_documents: stats.count,
    nearest_neighbours: neighbours,
    ...(stats.clusters ? {} : { note: stats.note ?? "not enough stored documents to cluster" }),
  };
}

/** Phase 2's embedding of the page, and the model that made it. */
export interface GivenEmbedding {
  vector: number[];
  model: string;
  model_version: string;
}

/**
 * Phases 3-4: the document type. With phase 2's embedding of the same page the classifier
 * does not embed the page again when its backbone made it (it embeds the file otherwise).
 */
export async function classify(
  image: CheckedImage,
  call: UpstreamCall,
  given: GivenEmbedding | null = null,
) {
  const fields = given
    ? {
        embedding: JSON.stringify(given.vector),
        embedding_model: given.model,
        embedding_model_version: given.model_version,
      }
    : {};
  const res = await callService<ClassifyData>(
    "ml_classifier",
    { method: "POST", path: "/classify", form: formOf(image, fields) },
    call,
  );
  const d = res.data;
  return {
    res,
    predicted: d.predicted_class !== "unknown" && d.confident !== false ? d.predicted_class : null,
    distribution: fromTop3(d.top_3_predictions ?? []),
    result: {
      predicted_class: d.predicted_class,
      confidence: d.confidence,
      top_3_predictions: d.top_3_predictions,
      ...(d.model_id ? { model_id: d.model_id } : {}),
      ...(d.embedding_source ? { embedding_source: d.embedding_source } : {}),
    },
  };
}

/** What phases 5-6 answered, as the run keeps it. */
export type Extracted = ReturnType<typeof shapeExtraction>;

/**
 * Phases 5-6: OCR and the structured document. With no type (`auto`) the ocr-extractor
 * reads the page once with its generic configuration, extracts the type the text points to,
 * answers the text's calibrated evidence per type and keeps the reading (`keep`), so that
 * the decided type can be applied to it afterwards (`reapply`).
 */
export async function extract(
  image: CheckedImage,
  documentType: string | null,
  page: { quality: Record<string, unknown> | undefined; upright: boolean; keep?: boolean },
  r: RunRecord,
  call: UpstreamCall,
) {
  const { quality, upright } = page;
  const res = await callService<ExtractData>(
    "ocr_extractor",
    {
      method: "POST",
      path: "/extract-json",
      form: formOf(image, {
        document_type: documentType ?? "auto",
        confidence_threshold: r.options.ocr_confidence,
        quality: quality ? JSON.stringify(quality) : undefined,
        upright: upright || undefined,
        keep_reading: page.keep || undefined,
      }),
    },
    call,
  );
  return shapeExtraction(res);
}

/**
 * Phase 6 again under `documentType` on the page phases 5-6 read and kept, without OCR.
 * Null when the reading is gone (expired, evicted, another replica without Redis): the caller
 * then sends the page again.
 */
export async function reapply(readingId: string, documentType: string, call: UpstreamCall) {
  try {
    const res = await callService<ExtractData>(
      "ocr_extractor",
      {
        method: "POST",
        path: `/readings/${encodeURIComponent(readingId)}/extract-json`,
        json: { document_type: documentType },
      },
      call,
    );
    return shapeExtraction(res);
  } catch (error) {
    if (isIrisError(error) && error.code === "NOT_FOUND") return null;
    throw error;
  }
}

function shapeExtraction(res: UpstreamResult<ExtractData>) {
  const d = res.data;
  const timings = d.ocr?.timings ?? {};
  const ocrMs = Object.values(timings).reduce((a, b) => a + (Number(b) || 0), 0);
  const evidence = d.type_detection?.probabilities
    ? {
        document_type: d.type_detection.document_type,
        confidence: d.type_detection.confidence,
        top_3: d.type_detection.top_3 ?? [],
        cues: d.type_detection.cues,
      }
    : null;
  return {
    res,
    /** The type the fields were read as. */
    applied: d.document_type,
    /** The text's calibrated probabilities per type (auto only). */
    textEvidence: (d.type_detection?.probabilities ?? null) as Record<string, number> | null,
    readingId: d.reading?.id ?? null,
    finalExtraction: d.structured_document,
    extraction: {
      extracted_data: d.extracted_data,
      confidence_scores: d.confidence_scores,
      text: d.text,
      ocr_confidence: d.ocr?.average_ocr_confidence ?? d.phase_5_6.average_ocr_confidence,
      ocr_seconds: ocrMs ? ocrMs / 1000 : null,
    },
    result: { ...d.phase_5_6, ...(evidence ? { type_evidence: evidence } : {}) },
  };
}

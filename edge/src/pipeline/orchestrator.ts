import { IrisError, isIrisError } from "@iris/kit/errors";
import { count, observe } from "../metrics/buffer";
import type { CheckedImage } from "../schemas/uploads";
import type { PipelineInput, UpstreamCall } from "../upstream/interface";
import { ownerOf } from "../upstream/phase-operations";
import type { UpstreamResult } from "../upstream/service-client";
import { ResultCache, sha256Hex } from "./cache";
import { canonicalHint } from "./document-types";
import { classify, embed, extract, preprocess } from "./phases";
import { PHASE_KEYS, type PhaseKey, pendingPhase, type RunRecord } from "./record";
import type { RunStore } from "./store";

/** Writes a run's row as it changes, in order, without making the phases wait for D1. */
class Tracker {
  private chain: Promise<void> = Promise.resolve();
  private queued = false;

  constructor(
    private readonly store: RunStore,
    private readonly record: RunRecord,
  ) {}

  touch(): void {
    this.record.updated_at = new Date().toISOString();
    if (this.queued) return;
    this.queued = true;
    this.chain = this.chain.then(async () => {
      this.queued = false;
      await this.store.save(this.record).catch((error: unknown) => {
        console.warn(`run ${this.record.id} not saved:`, (error as Error).message);
      });
    });
  }

  settled(): Promise<void> {
    return this.chain;
  }
}

/**
 * Runs the pipeline (DESIGN.md §1–2): phase 1, then phase 2 and phases 3-4 at once; phases
 * 5-6 start with phase 2 when the caller named the document type, else after the classifier
 * (its type picks the OCR configuration). Fallbacks: phase 1 unavailable → the original
 * upload goes on; phase 2 failing → no embedding; phases 3-4 failing → the type comes from
 * the hint or the OCR's own detection; phases 5-6 failing → the run fails (503
 * SERVICE_UNAVAILABLE, retryable, when the service is down). The record is saved at every
 * phase change (so status polls follow the run) and kept in KV when it ends.
 */
export async function runPipeline(
  input: PipelineInput,
  call: UpstreamCall,
  store: RunStore,
): Promise<RunRecord> {
  const started = Date.now();
  const hint = canonicalHint(input.document_type);
  if (hint === undefined) {
    throw new IrisError("VALIDATION_ERROR", "invalid body: document_type", {
      details: `document_type: unknown type "${input.document_type}"`,
    });
  }
  const bytes = await input.image.file.arrayBuffer();
  const record = newRecord(input, call, hint);
  call.setPipelineId?.(record.id);
  const runtime = call.runtime;
  const cache = new ResultCache(call.env.CACHE, call.config.cacheKeyPrefix);
  const cacheKey = runtime.cache.enabled
    ? await cache.key(record.owner, await sha256Hex(bytes), record.options)
    : null;
  if (cacheKey) {
    const hit = await fromCache(cache, cacheKey, record, runtime.cache.ttl, store, started);
    count("iris_pipeline_cache_lookups_total", { result: hit ? "hit" : "miss" });
    if (hit) return hit;
  }
  const tracker = new Tracker(store, record);
  record.status = "running";
  tracker.touch();
  try {
    await phases(input.image, record, call, tracker);
    record.status = "completed";
  } catch (error) {
    record.status = "failed";
    const e = isIrisError(error) ? error : new IrisError("INTERNAL_ERROR", "pipeline failed");
    record.error = { code: e.code, message: e.message, details: e.details, retryable: e.retryable };
    throw error;
  } finally {
    record.processing_time = (Date.now() - started) / 1000;
    record.finished_at = new Date().toISOString();
    count("iris_pipeline_runs_total", { status: record.status });
    tracker.touch();
    await tracker.settled();
    await store.keepResult(record).catch((error: unknown) => {
      console.warn(`run ${record.id}: result not kept:`, (error as Error).message);
    });
    if (cacheKey && record.status === "completed" && record.warnings.length === 0) {
      call.waitUntil(cache.store(cacheKey, record.id, runtime.cache.ttl));
    }
  }
  return record;
}

async function phases(upload: CheckedImage, r: RunRecord, call: UpstreamCall, tracker: Tracker) {
  const run = <T>(key: PhaseKey, work: () => Promise<T>, shape: (out: T) => PhaseShape) =>
    runPhase(key, r, tracker, work, shape);

  let image = upload;
  let quality: Record<string, unknown> | undefined;
  let upright = false;
  try {
    const p1 = await run(
      "phase_1",
      () => preprocess(upload, r, call),
      (o) => ({ calls: [o.res], result: o.result }),
    );
    image = p1.image;
    quality = p1.quality;
    upright = p1.upright;
    r.corrected_image = p1.base64;
  } catch (error) {
    if (!unavailableError(error)) throw error;
    fallback(r, "phase_1", "the original upload went on to the next phases without preprocessing");
  }

  const p2 = run(
    "phase_2",
    () => embed(image, r, call),
    (o) => ({ calls: o.calls, result: o.result }),
  )
    .then((o) => {
      r.embedding = o.embedding;
    })
    .catch(() => fallback(r, "phase_2", "the pipeline went on without the embedding"));
  const p34 = run(
    "phase_3_4",
    () => classify(image, call),
    (o) => ({ calls: [o.res], result: o.result }),
  )
    .then((o) => {
      r.predicted_document_type = o.predicted;
      return o.predicted;
    })
    .catch(() => {
      fallback(
        r,
        "phase_3_4",
        r.options.document_type_hint
          ? "the document type is the caller's hint"
          : "the document type is the OCR's own detection",
      );
      return null;
    });
  const hint = r.options.document_type_hint;
  const type = hint ?? (await p34);
  let p56: Awaited<ReturnType<typeof extract>>;
  try {
    p56 = await run(
      "phase_5_6",
      () => extract(image, type, { quality, upright }, r, call),
      (o) => ({
        calls: [o.res],
        result: o.result,
      }),
    );
  } finally {
    await Promise.all([p2, p34]);
  }
  r.final_extraction = p56.finalExtraction;
  r.extraction = p56.extraction;
  r.document_type = hint ?? r.predicted_document_type ?? p56.detected;
  r.document_type_source = hint ? "hint" : r.predicted_document_type ? "classifier" : "ocr";
}

interface PhaseShape {
  calls: UpstreamResult<unknown>[];
  result: Record<string, unknown>;
}

async function runPhase<T>(
  key: PhaseKey,
  r: RunRecord,
  tracker: Tracker,
  work: () => Promise<T>,
  shape: (out: T) => PhaseShape,
): Promise<T> {
  const entry = r.phases[key];
  entry.status = "running";
  const current = r.current_phase ? PHASE_KEYS.indexOf(r.current_phase as PhaseKey) : -1;
  if (PHASE_KEYS.indexOf(key) > current) r.current_phase = key;
  tracker.touch();
  const started = Date.now();
  try {
    const out = await work();
    const { calls, result } = shape(out);
    entry.status = "completed";
    entry.result = result;
    entry.attempts = calls.reduce((n, c) => n + c.attempts, 0);
    const own = calls.map((c) => c.serviceTime);
    entry.service_time = own.every((t) => t === null)
      ? null
      : own.reduce<number>((a, t) => a + (t ?? 0), 0);
    return out;
  } catch (error) {
    entry.status = "failed";
    entry.error = isIrisError(error)
      ? { code: error.code, message: error.message }
      : { code: "INTERNAL_ERROR", message: "phase failed" };
    throw error;
  } finally {
    entry.processing_time = (Date.now() - started) / 1000;
    observe(
      "iris_pipeline_phase_duration_seconds",
      { phase: key, status: entry.status },
      entry.processing_time,
    );
    tracker.touch();
  }
}

/** A failure the pipeline may route around: the service is down or failed on its side. */
function unavailableError(error: unknown): boolean {
  return (
    isIrisError(error) &&
    (error.code === "SERVICE_UNAVAILABLE" || (error.status >= 500 && error.retryable))
  );
}

function fallback(r: RunRecord, key: PhaseKey, what: string): void {
  r.phases[key].fallback = what;
  const reason = r.phases[key].error?.message ?? "failed";
  r.warnings.push(`${key}: ${reason}; ${what}`);
}

function newRecord(input: PipelineInput, call: UpstreamCall, hint: string | null): RunRecord {
  const now = new Date().toISOString();
  return {
    id: crypto.randomUUID(),
    status: "queued",
    current_phase: null,
    owner: ownerOf(call),
    request_id: call.requestId,
    created_at: now,
    updated_at: now,
    finished_at: null,
    options: {
      document_type_hint: hint,
      language: input.language ?? null,
      apply_unwarping: input.apply_unwarping,
      enhance_quality: input.enhance_quality,
      ocr_confidence: input.ocr_confidence,
      perform_clustering: input.perform_clustering,
    },
    file: { name: input.image.file.name, format: input.image.format, bytes: input.image.file.size },
    phases: {
      phase_1: pendingPhase(),
      phase_2: pendingPhase(),
      phase_3_4: pendingPhase(),
      phase_5_6: pendingPhase(),
    },
    document_type: null,
    document_type_source: null,
    predicted_document_type: null,
    processing_time: null,
    final_extraction: null,
    extraction: null,
    corrected_image: null,
    embedding: null,
    warnings: [],
    cached: false,
    cached_from: null,
    error: null,
  };
}

/** A new run answered from an earlier one's record (same caller, file and options). */
async function fromCache(
  cache: ResultCache,
  key: string,
  fresh: RunRecord,
  ttl: number,
  store: RunStore,
  started: number,
): Promise<RunRecord | null> {
  const id = await cache.lookup(key, ttl);
  const earlier = id ? await store.result(id) : null;
  if (earlier?.status !== "completed") return null;
  const now = new Date().toISOString();
  const record: RunRecord = {
    ...earlier,
    id: fresh.id,
    request_id: fresh.request_id,
    created_at: fresh.created_at,
    updated_at: now,
    finished_at: now,
    processing_time: (Date.now() - started) / 1000,
    cached: true,
    cached_from: earlier.id,
  };
  await store.save(record);
  await store.keepResult(record);
  count("iris_pipeline_runs_total", { status: "completed" });
  return record;
}

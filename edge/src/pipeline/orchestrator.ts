import {
  canonicalHint,
  type DocumentType,
  isDocumentType,
  UNKNOWN_TYPE,
} from "@iris/kit/document-types";
import { IrisError, isIrisError } from "@iris/kit/errors";
import { count, observe } from "../metrics/buffer";
import type { CheckedImage } from "../schemas/uploads";
import type { PipelineInput, UpstreamCall } from "../upstream/interface";
import { ownerOf } from "../upstream/phase-operations";
import type { UpstreamResult } from "../upstream/service-client";
import { ResultCache, sha256Hex } from "./cache";
import {
  classify,
  type Extracted,
  embed,
  extract,
  type GivenEmbedding,
  preprocess,
  reapply,
} from "./phases";
import { PHASE_KEYS, type PhaseEntry, type PhaseKey, pendingPhase, type RunRecord } from "./record";
import type { RunStore } from "./store";
import {
  fuseTypes,
  type TypeDecision,
  type TypeDistribution,
  textDecides,
  textSilent,
} from "./type-fusion";

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
 * Runs the pipeline (DESIGN.md §1–2): phase 1; then phase 2, phases 3-4 and phases 5-6 at
 * once on the processed page. Phases 5-6 read the page once: with the caller's type, or with
 * none, extracting the type the text points to and answering the text's calibrated evidence.
 * The type is then decided (decideType) and, when it is not the one the fields were read as,
 * applied to the kept reading without OCR. Phases whose result the answer no longer needs are
 * not awaited (the classifier when the type is the caller's or the text settles it, the
 * embedding unless clustering was asked for). Fallbacks: phase 1 unavailable → the original
 * upload goes on; phase 2 failing → no embedding; phases 3-4 failing → the type comes from
 * the hint or the text; phases 5-6 failing → the run fails (503 SERVICE_UNAVAILABLE,
 * retryable, when the service is down). The record is saved at every phase change (so status
 * polls follow the run) and kept in KV when it ends.
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
    if (record.document_type_source)
      count("iris_pipeline_type_decisions_total", { source: record.document_type_source });
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

/** A phase started alongside others, and whether it has settled yet. */
interface Running<T> {
  promise: Promise<T>;
  settled: boolean;
}

function running<T>(promise: Promise<T>): Running<T> {
  const r: Running<T> = { promise, settled: false };
  r.promise = promise.finally(() => {
    r.settled = true;
  });
  return r;
}

async function phases(upload: CheckedImage, r: RunRecord, call: UpstreamCall, tracker: Tracker) {
  const run = <T>(key: PhaseKey, work: () => Promise<T>, shape: (out: T) => PhaseShape) =>
    runPhase(key, r, tracker, work, shape);

  let image = upload;
  // What phases 2 and 3-4 look at: the page's small copy when phase 1 made one.
  let layout = upload;
  let quality: Record<string, unknown> | undefined;
  let upright = false;
  let format: string | null = null;
  try {
    const p1 = await run(
      "phase_1",
      () => preprocess(upload, r, call),
      (o) => ({ calls: [o.res], result: o.result }),
    );
    image = p1.image;
    layout = p1.layout;
    quality = p1.quality;
    upright = p1.upright;
    format = p1.format;
    r.corrected_image = p1.base64;
  } catch (error) {
    if (!unavailableError(error)) throw error;
    fallback(r, "phase_1", "the original upload went on to the next phases without preprocessing");
  }

  const hint = r.options.document_type_hint as DocumentType | null;
  // Phases 3-4 classify phase 2's embedding of the page (the page is embedded once): they
  // start when phase 2 has it, or on the page alone when phase 2 has none.
  let embedded: (given: GivenEmbedding | null) => void = () => {};
  const embedding = new Promise<GivenEmbedding | null>((resolve) => {
    embedded = resolve;
  });
  const p2 = running(
    run(
      "phase_2",
      () => embed(layout, r, call, embedded),
      (o) => ({ calls: o.calls, result: o.result }),
    )
      .then((o) => {
        if (live(r, "phase_2")) r.embedding = o.embedding;
      })
      .catch(() => {
        if (live(r, "phase_2"))
          fallback(r, "phase_2", "the pipeline went on without the embedding");
      })
      .finally(() => embedded(null)),
  );
  const p34 = running(
    embedding
      .then((given) =>
        run(
          "phase_3_4",
          () => classify(layout, call, given),
          (o) => ({ calls: [o.res], result: o.result }),
        ),
      )
      .then((o) => {
        if (live(r, "phase_3_4")) r.predicted_document_type = o.predicted;
        return o;
      })
      .catch(() => {
        if (live(r, "phase_3_4"))
          fallback(
            r,
            "phase_3_4",
            hint ? "the document type is the caller's hint" : "the document type is the text's",
          );
        return null;
      }),
  );
  let answered = false;
  try {
    let page = { quality, upright };
    let source = image;
    const read = await run(
      "phase_5_6",
      async () => {
        const first = await extract(image, hint, { ...page, keep: hint === null }, r, call);
        const other =
          hint || image === upload ? null : await uploadIfSilent(first, upload, r, call);
        if (!other?.read) return { read: first, calls: [first.res, ...(other ? [other.res] : [])] };
        // Phase 1's outline is what failed: its page format says nothing either.
        [source, page, format] = [upload, { quality: undefined, upright: false }, null];
        r.warnings.push(READ_FROM_UPLOAD);
        return { read: other.read, calls: [first.res, other.res] };
      },
      (o) => ({
        calls: o.calls,
        result: { ...o.read.result, ...(source === upload ? { read_from: "upload" } : {}) },
      }),
    ).then((o) => o.read);
    const decision = hint ? hinted(hint) : await decideType(read, p34, format);
    r.document_type = decision.document_type === UNKNOWN_TYPE ? null : decision.document_type;
    r.document_type_source = decision.source;
    r.document_type_confidence = decision.confidence;
    r.document_type_candidates = decision.top_3;
    const final =
      decision.applied === read.applied
        ? read
        : await applyType(
            decision.applied,
            read,
            () => extract(source, decision.applied, page, r, call),
            r,
            call,
            tracker,
          );
    r.final_extraction = final.finalExtraction;
    r.extraction = final.extraction;
    answered = true;
  } finally {
    if (answered && r.options.perform_clustering) await p2.promise;
    const why = (what: string) =>
      answered ? what : "the run failed in phases 5-6: it was not awaited";
    if (!p2.settled)
      cancel(r, "phase_2", why("the answer was ready first: the embedding was not awaited"));
    if (!p34.settled)
      cancel(
        r,
        "phase_3_4",
        why(
          hint
            ? "the document type is the caller's hint: the classifier was not awaited"
            : "the text settled the document type: the classifier was not awaited",
        ),
      );
  }
}

const READ_FROM_UPLOAD =
  "phase_5_6: phase 1's page gave no text to type it by (a crop that reads as noise); the fields were read from the upload";

/**
 * Phases 5-6 on the upload itself, when phase 1's page gave the text no evidence of any type:
 * a page cropped from the wrong region (a card's security ground, part of a passport spread)
 * reads as noise, while the upload, read with the orientation search, often still names the
 * document. The upload's reading is taken only when its text speaks (`read`); a failure here
 * keeps the first reading.
 */
export async function uploadIfSilent(
  first: Extracted,
  upload: CheckedImage,
  r: RunRecord,
  call: UpstreamCall,
): Promise<{ read: Extracted | null; res: Extracted["res"] } | null> {
  if (!textSilent(first.textEvidence as TypeDistribution | null)) return null;
  const again = await extract(
    upload,
    null,
    { quality: undefined, upright: false, keep: true },
    r,
    call,
  ).catch(() => null);
  const spoke = again !== null && !textSilent(again.textEvidence as TypeDistribution | null);
  count("iris_pipeline_upload_read_total", {
    outcome: !again ? "failed" : spoke ? "used" : "silent",
  });
  return again ? { read: spoke ? again : null, res: again.res } : null;
}

/** The caller's type decides. */
function hinted(type: DocumentType): TypeDecision {
  return {
    document_type: type,
    confidence: 1,
    source: "hint",
    top_3: [{ class: type, confidence: 1 }],
    applied: type,
  };
}

/**
 * The type from the classifier, the text and the page's format (fuseTypes). The classifier
 * is awaited only when its answer could still change the decision: when the text (with the
 * format) settles the type, a classifier that has not answered yet is not waited for.
 */
async function decideType(
  read: Extracted,
  classifier: Running<Awaited<ReturnType<typeof classify>> | null>,
  format: string | null,
): Promise<TypeDecision> {
  const text = read.textEvidence as TypeDistribution | null;
  const settled = classifier.settled || !textDecides(text, format);
  const cls = settled ? await classifier.promise : null;
  const fallback = isDocumentType(read.applied) ? read.applied : undefined;
  return fuseTypes({ classifier: cls?.distribution ?? null, text, format, fallback });
}

/**
 * Applies the decided type to the page phases 5-6 read (the kept reading, without OCR); when
 * the reading is gone, the page is sent again with the type. Counted in phase_5_6.
 */
async function applyType(
  type: DocumentType,
  read: Extracted,
  readAgain: () => Promise<Extracted>,
  r: RunRecord,
  call: UpstreamCall,
  tracker: Tracker,
): Promise<Extracted> {
  const entry = r.phases.phase_5_6;
  const started = Date.now();
  let again = read.readingId ? await reapply(read.readingId, type, call) : null;
  count("iris_pipeline_type_reapplied_total", { reading: again ? "kept" : "read_again" });
  again ??= await readAgain();
  entry.processing_time += (Date.now() - started) / 1000;
  entry.attempts += again.res.attempts;
  if (again.res.serviceTime !== null)
    entry.service_time = (entry.service_time ?? 0) + again.res.serviceTime;
  entry.result = {
    ...again.result,
    ...("type_evidence" in read.result ? { type_evidence: read.result.type_evidence } : {}),
  };
  tracker.touch();
  return again;
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
  starts.set(entry, started);
  try {
    const out = await work();
    if (wasCancelled(entry)) return out;
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
    if (wasCancelled(entry)) throw error;
    entry.status = "failed";
    entry.error = isIrisError(error)
      ? { code: error.code, message: error.message }
      : { code: "INTERNAL_ERROR", message: "phase failed" };
    throw error;
  } finally {
    if (!wasCancelled(entry)) {
      entry.processing_time = (Date.now() - started) / 1000;
      observe(
        "iris_pipeline_phase_duration_seconds",
        { phase: key, status: entry.status },
        entry.processing_time,
      );
      tracker.touch();
    }
  }
}

/** When each running phase started (for the time a cancelled one ran). */
const starts = new WeakMap<PhaseEntry, number>();

/** True once the run stopped waiting for the phase (read afresh: `cancel` may set it meanwhile). */
function wasCancelled(entry: PhaseEntry): boolean {
  return entry.status === "cancelled";
}

/** False once the run stopped waiting for the phase: its late outcome changes nothing. */
function live(r: RunRecord, key: PhaseKey): boolean {
  return !wasCancelled(r.phases[key]);
}

/** Stops waiting for a phase whose result the answer does not need, and says so. */
function cancel(r: RunRecord, key: PhaseKey, why: string): void {
  const entry = r.phases[key];
  entry.status = "cancelled";
  entry.processing_time = (Date.now() - (starts.get(entry) ?? Date.now())) / 1000;
  entry.fallback = why;
  r.warnings.push(`${key}: not finished when the answer was ready; ${why}`);
  count("iris_pipeline_phases_not_awaited_total", { phase: key });
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
    document_type_confidence: null,
    document_type_candidates: [],
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

import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { CorpusModule, DocumentTruth, DocumentType, GeneratedDocument } from "./corpus-types";
import { rectifyWithCorners } from "./rectify";
import { measureServiceRss } from "./rss";
import { postFile, postJson, startOcr } from "./services";

interface Options {
  parts: string[];
  n: number;
  rssDocs: number;
  seed: number;
  engine: "js" | "native";
  /** Types for the RSS run (default: all five, round-robin). */
  rssTypes?: string[] | undefined;
  /** Extra environment for the RSS run's service process (e.g. MALLOC_ARENA_MAX=2). */
  rssEnv?: Record<string, string> | undefined;
  /** Folder to write every scored document into (truth, answer, misses, the image read). */
  dump?: string | undefined;
  /** Types for the scans and photos parts (default: all five, round-robin). */
  types?: string[] | undefined;
  /** /configure-ocr bodies (one, or an array) sent before measuring (e.g. another psm). */
  configure?: unknown;
  /** Also score every photo flattened with its true corners (phase 1's geometry taken out). */
  photoReference?: boolean;
}

interface Answer {
  document_type: string;
  extracted_data: Record<string, unknown>;
  structured_document: Record<string, unknown> & {
    mrz?: { check_digits_valid?: boolean; lines?: string[] } | null;
  };
  text: string;
  fields: Record<string, { raw: string | null; value: unknown }>;
}

/** Field-by-field comparison of one document. */
interface DocScore {
  id: string;
  type: DocumentType;
  total: number;
  matched: number;
  misses: { field: string; expected: unknown; got: unknown; raw: unknown }[];
  mrz_verified?: boolean;
  detected_type?: string;
  items_total?: number;
  items_matched?: number;
  /** Checkboxes of the truth, those found under their label, those found with the right state. */
  boxes_total?: number;
  boxes_found?: number;
  boxes_correct?: number;
  seconds: number;
}

/**
 * Generates corpus documents on demand and measures: field exact-match per type on the flat
 * scans, the same on photos after phase 1 (image-processor /process when it is importable,
 * else a homography with the true corners, reported as such), MRZ parse-and-verify rate,
 * type detection from the text, and RSS across consecutive documents.
 */
export async function measureCorpus(opt: Options) {
  let corpus: CorpusModule;
  try {
    // A computed specifier: the corpus package may still be in the making when this compiles.
    const specifier = "@iris/models/corpus";
    corpus = (await import(specifier)) as CorpusModule;
  } catch (error) {
    return { skipped: `corpus unavailable: ${(error as Error).message}`, table: [] };
  }
  const generate = (n: number, scansOnly: boolean, types?: string[]) =>
    corpus.generateCorpus({
      n,
      seed: opt.seed,
      scansOnly,
      ...(types?.length ? { types: types as DocumentType[] } : {}),
    }) as AsyncIterable<GeneratedDocument>;
  const svc = await startOcr(opt.engine, 2);
  if (opt.configure !== undefined) {
    for (const change of Array.isArray(opt.configure) ? opt.configure : [opt.configure])
      await postJson(svc, "/configure-ocr", change);
  }
  const table: Record<string, string | number>[] = [];
  const metrics: Record<string, unknown> = {
    n: opt.n,
    seed: opt.seed,
    engine: opt.engine,
    types: opt.types ?? "all",
    configure: opt.configure ?? null,
  };
  try {
    if (opt.parts.includes("scans")) {
      const scores = await inPairs(generate(opt.n, true, opt.types), (doc) =>
        scoreDocument(svc, doc, doc.scan, "scan.png", true, opt.dump && join(opt.dump, "scans")),
      );
      metrics.scans = summarise(scores);
      table.push(...rows("scans", metrics.scans as Summary));
    }
    if (opt.parts.includes("photos")) {
      const phase1 = await imageProcessor();
      metrics.photos_phase1 = phase1
        ? "image-processor /process"
        : "ground-truth corners (homography): the image-processor's /process was not available";
      let phase1Failures = 0;
      const reference: DocScore[] = [];
      const phase1Notes: Phase1Note[] = [];
      const scores = await inPairs(generate(opt.n, false, opt.types), async (doc) => {
        const rectify = () =>
          rectifyWithCorners(
            doc.photo,
            doc.truth.photo.corners,
            doc.truth.scan.width,
            doc.truth.scan.height,
          );
        // A photo the image-processor refuses is rectified with the true corners instead (counted).
        const out = phase1
          ? await phase1.process(doc.photo).catch(() => {
              phase1Failures += 1;
              return undefined;
            })
          : undefined;
        const flat = out?.png ?? (await rectify());
        // As the gateway does: a page phase 1 turned by its text lines is sent as upright.
        const score = await scoreDocument(
          svc,
          doc,
          flat,
          "photo.png",
          false,
          opt.dump && join(opt.dump, "photos"),
          (out?.orientation?.lines ?? 0) > 0 ? { upright: "true" } : {},
        );
        if (out) phase1Notes.push(phase1Note(doc, out, score));
        // The same photo flattened with its true corners: what OCR reaches when phase 1's
        // geometry is perfect (blur, noise and JPEG remain).
        if (opt.photoReference)
          reference.push(
            await scoreDocument(
              svc,
              doc,
              await rectify(),
              "photo.png",
              false,
              opt.dump && join(opt.dump, "photos-true-corners"),
            ),
          );
        return score;
      });
      metrics.photos_phase1_notes = phase1Notes;
      if (opt.photoReference) {
        metrics.photos_true_corners = summarise(reference);
        table.push(...rows("photos, true corners", metrics.photos_true_corners as Summary));
      }
      metrics.photos_phase1_failures = phase1Failures;
      await phase1?.close();
      metrics.photos = summarise(scores);
      table.push(...rows("photos", metrics.photos as Summary));
    }
    if (opt.parts.includes("rss")) {
      metrics.rss = await measureServiceRss({
        engine: opt.engine,
        docs: generate(opt.rssDocs, true, opt.rssTypes),
        count: opt.rssDocs,
        env: opt.rssEnv,
      });
      (metrics.rss as Record<string, unknown>).types = opt.rssTypes ?? "all";
      const r = metrics.rss as Awaited<ReturnType<typeof measureServiceRss>>;
      table.push({
        part: "rss",
        engine: opt.engine,
        metric: `service RSS MB first/last/max over ${opt.rssDocs} docs`,
        value: `${r.first_mb}/${r.last_mb}/${r.max_mb}`,
      });
      table.push({
        part: "rss",
        engine: opt.engine,
        metric: "2nd half: range MB / slope MB per 100 docs / plateau",
        value: `${r.second_half_range_mb} / ${r.second_half_slope_mb_per_100_docs} / ${r.plateau}`,
      });
    }
  } finally {
    await svc.close();
  }
  return { ...metrics, failed_requests: failures, table };
}

/** Runs `work` over a stream two at a time (the service has two OCR workers), in order. */
async function inPairs<T>(
  docs: AsyncIterable<GeneratedDocument>,
  work: (doc: GeneratedDocument) => Promise<T>,
): Promise<T[]> {
  const out: T[] = [];
  let pending: Promise<T> | undefined;
  for await (const doc of docs) {
    const current = work(doc);
    if (pending) out.push(await pending);
    pending = current;
  }
  if (pending) out.push(await pending);
  return out;
}

/** Requests that failed during the run (reported, scored as nothing read). */
export const failures: string[] = [];

async function scoreDocument(
  svc: Awaited<ReturnType<typeof startOcr>>,
  doc: GeneratedDocument,
  image: Buffer,
  name: string,
  detect: boolean,
  dump?: string | undefined,
  fields: Record<string, string> = {},
): Promise<DocScore> {
  const started = performance.now();
  // A failed request (timeout on a busy machine) scores as a document with nothing read.
  const empty: Answer = {
    document_type: "",
    extracted_data: {},
    structured_document: {},
    text: "",
    fields: {},
  };
  const answer = await postFile<Answer>(svc, "/extract-json", image, name, {
    document_type: doc.truth.type,
    ...fields,
  }).catch((error: unknown) => {
    failures.push(`${doc.truth.id}: ${(error as Error).message}`);
    return empty;
  });
  const seconds = (performance.now() - started) / 1000;
  const score = compare(doc.truth, answer);
  score.seconds = seconds;
  if (detect) {
    const auto = await postJson<Answer>(svc, "/extract-text", {
      text: answer.text,
      document_type: "auto",
    });
    score.detected_type = auto.document_type;
  }
  if (dump) {
    mkdirSync(dump, { recursive: true });
    writeFileSync(join(dump, `${doc.truth.id}.png`), image);
    writeFileSync(
      join(dump, `${doc.truth.id}.json`),
      JSON.stringify({ score, truth: doc.truth, answer }, null, 1),
    );
  }
  return score;
}

/** Exact match of every truth field against extracted_data (numbers to the cent). */
export function compare(truth: DocumentTruth, answer: Answer): DocScore {
  const misses: DocScore["misses"] = [];
  let matched = 0;
  const entries = Object.entries(truth.fields);
  for (const [name, f] of entries) {
    const got = answer.extracted_data[name];
    if (same(f.normalized, got)) matched += 1;
    else
      misses.push({
        field: name,
        expected: f.normalized,
        got,
        raw: answer.fields[name]?.raw ?? null,
      });
  }
  const score: DocScore = {
    id: truth.id,
    type: truth.type,
    total: entries.length,
    matched,
    misses,
    seconds: 0,
  };
  if (truth.checkboxes && Object.keys(truth.checkboxes).length) {
    const got = new Map(
      Object.entries((answer.structured_document.checkboxes ?? {}) as Record<string, boolean>).map(
        ([label, state]) => [boxLabel(label), state],
      ),
    );
    const expected = Object.entries(truth.checkboxes);
    score.boxes_total = expected.length;
    score.boxes_found = expected.filter(([label]) => got.has(boxLabel(label))).length;
    score.boxes_correct = expected.filter(
      ([label, state]) => got.get(boxLabel(label)) === state,
    ).length;
  }
  if (truth.type === "pasaporte")
    score.mrz_verified = answer.structured_document.mrz?.check_digits_valid === true;
  if (truth.line_items) {
    type Item = { description: string; quantity: number; unit_price: number; amount: number };
    const got = (answer.structured_document.line_items ?? []) as Item[];
    score.items_total = truth.line_items.length;
    score.items_matched = truth.line_items.filter((t, i) => {
      const g = got[i];
      return (
        g !== undefined &&
        g.description === t.description &&
        same(t.quantity, g.quantity) &&
        same(t.unit_price, g.unit_price) &&
        same(t.amount, g.amount)
      );
    }).length;
  }
  return score;
}

/** A checkbox label compared without case, accents, spacing or closing punctuation. */
function boxLabel(label: string): string {
  return label
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/[\s.:;,]+$/, "")
    .trim();
}

function same(expected: unknown, got: unknown): boolean {
  if (typeof expected === "number")
    return typeof got === "number" && Math.abs(expected - got) < 0.005;
  return got !== null && got !== undefined && String(got) === String(expected);
}

interface Summary {
  by_type: Record<
    string,
    { documents: number; fields: number; exact_match_rate: number; documents_all_correct: number }
  >;
  overall_exact_match_rate: number;
  mrz_verified_rate: number | null;
  line_items_exact_rate: number | null;
  /** Per type: truth checkboxes found under their label, and found with the right state. */
  checkboxes: Record<
    string,
    { boxes: number; label_found_rate: number; state_correct_rate: number }
  >;
  type_detection_accuracy: number | null;
  seconds_per_document: number;
  worst_fields: Record<string, number>;
  sample_misses: DocScore["misses"][number][];
}

function summarise(scores: DocScore[]): Summary {
  const byType: Summary["by_type"] = {};
  const missCount: Record<string, number> = {};
  for (const s of scores) {
    byType[s.type] ??= { documents: 0, fields: 0, exact_match_rate: 0, documents_all_correct: 0 };
    const t = byType[s.type] as Summary["by_type"][string];
    t.documents += 1;
    t.fields += s.total;
    t.exact_match_rate += s.matched;
    if (s.matched === s.total) t.documents_all_correct += 1;
    for (const m of s.misses)
      missCount[`${s.type}.${m.field}`] = (missCount[`${s.type}.${m.field}`] ?? 0) + 1;
  }
  for (const t of Object.values(byType))
    t.exact_match_rate = round(t.exact_match_rate / Math.max(1, t.fields));
  const passports = scores.filter((s) => s.mrz_verified !== undefined);
  const detected = scores.filter((s) => s.detected_type !== undefined);
  const checkboxes: Summary["checkboxes"] = {};
  for (const s of scores) {
    if (!s.boxes_total) continue;
    checkboxes[s.type] ??= { boxes: 0, label_found_rate: 0, state_correct_rate: 0 };
    const c = checkboxes[s.type] as Summary["checkboxes"][string];
    c.boxes += s.boxes_total;
    c.label_found_rate += s.boxes_found ?? 0;
    c.state_correct_rate += s.boxes_correct ?? 0;
  }
  for (const c of Object.values(checkboxes)) {
    c.label_found_rate = round(c.label_found_rate / c.boxes);
    c.state_correct_rate = round(c.state_correct_rate / c.boxes);
  }
  return {
    by_type: byType,
    checkboxes,
    overall_exact_match_rate: round(
      scores.reduce((a, s) => a + s.matched, 0) /
        Math.max(
          1,
          scores.reduce((a, s) => a + s.total, 0),
        ),
    ),
    line_items_exact_rate: scores.some((s) => s.items_total)
      ? round(
          scores.reduce((a, s) => a + (s.items_matched ?? 0), 0) /
            Math.max(
              1,
              scores.reduce((a, s) => a + (s.items_total ?? 0), 0),
            ),
        )
      : null,
    mrz_verified_rate: passports.length
      ? round(passports.filter((s) => s.mrz_verified).length / passports.length)
      : null,
    type_detection_accuracy: detected.length
      ? round(detected.filter((s) => s.detected_type === s.type).length / detected.length)
      : null,
    seconds_per_document: round(
      scores.reduce((a, s) => a + s.seconds, 0) / Math.max(1, scores.length),
    ),
    worst_fields: Object.fromEntries(
      Object.entries(missCount)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 15),
    ),
    sample_misses: scores
      .flatMap((s) => s.misses.map((m) => ({ ...m, field: `${s.id}.${m.field}` })))
      .slice(0, 40),
  };
}

function rows(part: string, s: Summary): Record<string, string | number>[] {
  const out: Record<string, string | number>[] = Object.entries(s.by_type).map(([type, t]) => ({
    part,
    engine: type,
    metric: `field exact match (${t.documents} docs)`,
    value: t.exact_match_rate,
  }));
  out.push({ part, engine: "all", metric: "field exact match", value: s.overall_exact_match_rate });
  if (s.mrz_verified_rate !== null)
    out.push({ part, engine: "pasaporte", metric: "MRZ verified", value: s.mrz_verified_rate });
  if (s.line_items_exact_rate !== null)
    out.push({
      part,
      engine: "factura",
      metric: "line items exact",
      value: s.line_items_exact_rate,
    });
  for (const [type, c] of Object.entries(s.checkboxes))
    out.push({
      part,
      engine: type,
      metric: `checkboxes: label found / state correct (${c.boxes})`,
      value: `${c.label_found_rate} / ${c.state_correct_rate}`,
    });
  if (s.type_detection_accuracy !== null)
    out.push({
      part,
      engine: "auto",
      metric: "type detection accuracy",
      value: s.type_detection_accuracy,
    });
  out.push({ part, engine: "all", metric: "s/document", value: s.seconds_per_document });
  return out;
}

/** The image-processor's /process, in process, when its package exposes a working app. */
/** What phase 1 answered for a photo (the fields the diagnosis uses). */
interface Phase1Output {
  png: Buffer;
  corners?: { points?: [number, number][]; confidence?: number; document_detected?: boolean };
  output_dimensions?: [number, number];
  rotation_applied?: number;
  orientation?: { lines?: number };
  quality?: { quality_score?: number };
}

/** Per photo: how far phase 1's corners are from the true ones, and what OCR then matched. */
interface Phase1Note {
  id: string;
  /** Largest distance between a found and a true corner, as a share of the document's diagonal. */
  corner_error: number | null;
  output: [number, number] | null;
  scan: [number, number];
  rotation_applied: number | null;
  quality_score: number | null;
  exact_match: number;
}

function phase1Note(doc: GeneratedDocument, out: Phase1Output, score: DocScore): Phase1Note {
  const truth = doc.truth.photo.corners;
  const found = out.corners?.points;
  let error: number | null = null;
  if (found?.length === 4) {
    const [a, , c] = truth;
    const diagonal = Math.hypot(c[0] - a[0], c[1] - a[1]);
    // The found corners may start at another corner (a turned page): the best cyclic shift.
    error = Math.min(
      ...[0, 1, 2, 3].map((shift) =>
        Math.max(
          ...truth.map((t, i) => {
            const f = found[(i + shift) % 4] as [number, number];
            return Math.hypot(f[0] - t[0], f[1] - t[1]);
          }),
        ),
      ),
    );
    error = round(error / diagonal);
  }
  return {
    id: doc.truth.id,
    corner_error: error,
    output: out.output_dimensions ?? null,
    scan: [doc.truth.scan.width, doc.truth.scan.height],
    rotation_applied: out.rotation_applied ?? null,
    quality_score: out.quality?.quality_score ?? null,
    exact_match: round(score.matched / Math.max(1, score.total)),
  };
}

async function imageProcessor(): Promise<
  { process(photo: Buffer): Promise<Phase1Output>; close(): Promise<void> } | undefined
> {
  try {
    const ip = (await import("@iris/image-processor")) as {
      buildApp(config: unknown): Promise<import("fastify").FastifyInstance>;
      readConfig(env: Record<string, string>): unknown;
    };
    const { listenForTest } = await import("@iris/kit/testing");
    const svc = await listenForTest(
      await ip.buildApp(ip.readConfig({ LOG_LEVEL: "silent", LOG_REQUESTS: "false" })),
    );
    const probe = await fetch(`${svc.url}/process`, { method: "POST", body: new FormData() });
    if (probe.status === 404) {
      await svc.close();
      return undefined;
    }
    return {
      async process(photo: Buffer) {
        const data = await postFile<
          Omit<Phase1Output, "png"> & { processed_image?: string; processed_image_data?: string }
        >(svc, "/process", photo, "photo.jpg", {
          apply_unwarping: "true",
          enhance_quality: "true",
        });
        const b64 = data.processed_image ?? data.processed_image_data ?? "";
        const { processed_image: _a, processed_image_data: _b, ...rest } = data;
        return { ...rest, png: Buffer.from(b64.replace(/^data:[^,]+,/, ""), "base64") };
      },
      close: () => svc.close(),
    };
  } catch {
    return undefined;
  }
}

function round(value: number): number {
  return Math.round(value * 1e4) / 1e4;
}

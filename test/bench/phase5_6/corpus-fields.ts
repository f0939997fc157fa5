import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { listFamilies } from "@iris/models/corpus";
import { distance } from "fastest-levenshtein";
import { openPhase1, type Phase1Output } from "../corpus/phase1";
import {
  breakdown,
  namedFamilies,
  perSplit,
  type Split,
  type SplitArg,
  splitsOf,
} from "../corpus/splits";
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
  /** Training families to draw from, n documents of each (default: the split's round robin). */
  families?: string[] | undefined;
  /** /configure-ocr bodies (one, or an array) sent before measuring (e.g. another psm). */
  configure?: unknown;
  /** Also score every photo flattened with its true corners (phase 1's geometry taken out). */
  photoReference?: boolean;
  /** Form fields of phase 1's /process (default: unwarping and enhancement on, as the gateway). */
  phase1Fields?: Record<string, string> | undefined;
  /** Training families' photos under the corpus's harder phone-photo conditions. */
  hardPhotos?: boolean;
  /** Which family splits to score (held-out first). */
  split: SplitArg;
  /**
   * `auto` reads each page as `/process` does (no type: the generic configuration, the reading
   * kept) and applies the true type to that reading: what reading without the type costs.
   */
  read?: "type" | "auto";
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
/** The held-out families, whose single documents the results never list. */
const HELD_OUT = new Set(listFamilies(undefined, "heldout").map((f) => f.name));

interface DocScore {
  id: string;
  type: DocumentType;
  family: string;
  total: number;
  matched: number;
  misses: { field: string; expected: unknown; got: unknown; raw: unknown }[];
  /** Per miss, what kind it is (see missKind), in the order of `misses`. */
  missKinds?: MissKind[];
  /** Characters of text the page read as. */
  textChars?: number;
  /** 1 or 0 per field name: matched or not. */
  fieldNames?: Record<string, number>;
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
 * Generates corpus documents on demand and measures, per family split (held-out first):
 * field exact-match per type and per family on the flat scans, the same on photos after
 * phase 1 (image-processor /process when it is importable, else a homography with the true
 * corners, reported as such), MRZ parse-and-verify rate, type detection from the text; and
 * RSS across consecutive (training) documents.
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
  namedFamilies(opt.families);
  const generateOne = (
    n: number,
    scansOnly: boolean,
    types: string[] | undefined,
    split: Split,
    family?: string,
  ) =>
    corpus.generateCorpus({
      n,
      seed: opt.seed,
      scansOnly,
      split,
      ...(family ? { family } : {}),
      ...(opt.hardPhotos ? { photoConditions: "hard" as const } : {}),
      ...(types?.length ? { types: types as DocumentType[] } : {}),
    }) as AsyncIterable<GeneratedDocument>;
  // Named (training) families are scored under the training split, n documents each.
  const splitArg: SplitArg = opt.families?.length ? "train" : opt.split;
  const generate = (n: number, scansOnly: boolean, types?: string[], split: Split = "train") =>
    opt.families?.length
      ? (async function* () {
          for (const family of opt.families ?? [])
            yield* generateOne(n, scansOnly, undefined, split, family);
        })()
      : generateOne(n, scansOnly, types, split);
  // Held-out documents are dumped under a folder named "heldout", which development never opens.
  const dumpDir = (split: Split, part: string) => opt.dump && join(opt.dump, split, part);
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
    splits: splitsOf(splitArg),
  };
  try {
    if (opt.parts.includes("scans")) {
      metrics.scans = await perSplit(splitArg, async (split) => {
        const scores = await inPairs(generate(opt.n, true, opt.types, split), (doc) =>
          scoreDocument(
            svc,
            doc,
            doc.scan,
            "scan.png",
            true,
            dumpDir(split, "scans"),
            {},
            opt.read,
          ),
        );
        const summary = summarise(scores);
        table.push(...rows(`scans · ${split}`, summary));
        return summary;
      });
    }
    if (opt.parts.includes("photos")) {
      const phase1 = await openPhase1();
      metrics.photos_phase1 = phase1
        ? "image-processor /process"
        : "ground-truth corners (homography): the image-processor's /process was not available";
      try {
        const photos = await perSplit(splitArg, (split) =>
          measurePhotos(svc, generate(opt.n, false, opt.types, split), phase1, {
            dump: dumpDir(split, "photos"),
            referenceDump: dumpDir(split, "photos-true-corners"),
            reference: opt.photoReference ?? false,
            fields: opt.phase1Fields,
            read: opt.read,
          }),
        );
        metrics.photos = Object.fromEntries(
          Object.entries(photos).map(([split, r]) => [split, r.summary]),
        );
        metrics.photos_phase1_failures = Object.fromEntries(
          Object.entries(photos).map(([split, r]) => [split, r.phase1Failures]),
        );
        // Single documents only for training families: nobody looks at a held-out one.
        metrics.photos_phase1_notes = Object.fromEntries(
          Object.entries(photos).flatMap(([split, r]) =>
            split === "heldout" ? [] : [[split, r.notes]],
          ),
        );
        for (const [split, r] of Object.entries(photos)) {
          if (r.reference) {
            metrics.photos_true_corners ??= {} as Record<string, Summary>;
            (metrics.photos_true_corners as Record<string, Summary>)[split] = r.reference;
            table.push(...rows(`photos, true corners · ${split}`, r.reference));
          }
          table.push(...rows(`photos · ${split}`, r.summary));
        }
      } finally {
        await phase1?.close();
      }
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

/** Photos of one split through phase 1 and extraction (and, asked, with their true corners). */
async function measurePhotos(
  svc: Awaited<ReturnType<typeof startOcr>>,
  docs: AsyncIterable<GeneratedDocument>,
  phase1: Awaited<ReturnType<typeof openPhase1>>,
  opt: {
    dump?: string | undefined;
    referenceDump?: string | undefined;
    reference: boolean;
    fields?: Record<string, string> | undefined;
    read?: "type" | "auto" | undefined;
  },
) {
  let phase1Failures = 0;
  const reference: DocScore[] = [];
  const notes: Phase1Note[] = [];
  const scores = await inPairs(docs, async (doc) => {
    const rectify = () =>
      rectifyWithCorners(
        doc.photo,
        doc.truth.photo.corners,
        doc.truth.scan.width,
        doc.truth.scan.height,
      );
    // A photo the image-processor refuses is rectified with the true corners instead (counted).
    const out = phase1
      ? await phase1.process(doc.photo, opt.fields).catch(() => {
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
      opt.dump,
      (out?.data.orientation?.lines ?? 0) > 0 ? { upright: "true" } : {},
      opt.read,
    );
    if (out) notes.push(phase1Note(doc, out, score));
    // The same photo flattened with its true corners: what OCR reaches when phase 1's
    // geometry is perfect (blur, noise and JPEG remain).
    if (opt.reference)
      reference.push(
        await scoreDocument(svc, doc, await rectify(), "photo.png", false, opt.referenceDump),
      );
    return score;
  });
  return {
    summary: summarise(scores),
    reference: opt.reference ? summarise(reference) : undefined,
    phase1Failures,
    notes,
  };
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
  read: "type" | "auto" = "type",
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
  const typed = () =>
    postFile<Answer>(svc, "/extract-json", image, name, {
      document_type: doc.truth.type,
      ...fields,
    });
  // As /process reads: no type, the reading kept; then the true type applied to it.
  const auto = async () => {
    const first = await postFile<Answer & { reading?: { id: string } | null }>(
      svc,
      "/extract-json",
      image,
      name,
      { document_type: "auto", keep_reading: "true", ...fields },
    );
    if (!first.reading) throw new Error("no reading kept");
    const again = await postJson<Answer>(
      svc,
      `/readings/${encodeURIComponent(first.reading.id)}/extract-json`,
      { document_type: doc.truth.type },
    );
    return { ...again, detected: first.document_type };
  };
  const answer = await (read === "auto" ? auto() : typed()).catch((error: unknown) => {
    failures.push(`${doc.truth.id}: ${(error as Error).message}`);
    return empty;
  });
  const seconds = (performance.now() - started) / 1000;
  const score = compare(doc.truth, answer);
  score.seconds = seconds;
  if ("detected" in answer) score.detected_type = answer.detected as string;
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

/**
 * What went wrong with a field, judged without looking at any one document: `not_found` (no
 * value), `misread` (a value within 20 % of the truth's characters: OCR or repair lost a few),
 * `other_value` (something else taken: pairing or layout); and whether the truth's value was in
 * the page's text at all (folded: lower case, no accents, single spaces; `null` for numbers,
 * dates and other values the text prints in another form). In text, the reading had it and
 * extraction missed it; not in text, OCR lost it.
 */
export interface MissKind {
  kind: "not_found" | "misread" | "other_value";
  in_text: boolean | null;
  /** The field missed (for the per-field counts, which name no document). */
  field?: string;
}

/** Lower case, no accents, single spaces. */
const foldText = (v: string) =>
  v.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();

function missKind(expected: unknown, got: unknown, text: string): MissKind {
  const truth = typeof expected === "string" ? foldText(expected) : null;
  const in_text = truth && !/^\d{4}-\d{2}-\d{2}$/.test(truth) ? text.includes(truth) : null;
  if (got === null || got === undefined || got === "") return { kind: "not_found", in_text };
  const a = foldText(String(expected));
  const b = foldText(String(got));
  const similar = 1 - distance(a, b) / Math.max(1, a.length, b.length) >= 0.8;
  return { kind: similar ? "misread" : "other_value", in_text };
}

/** Pages whose whole reading is shorter than this read as nothing (a card prints ≈ 250). */
const READ_AS_NOTHING_CHARS = 100;

/** Exact match of every truth field against extracted_data (numbers to the cent). */
export function compare(truth: DocumentTruth, answer: Answer): DocScore {
  const text = foldText(answer.text ?? "");
  const missKinds: MissKind[] = [];
  const misses: DocScore["misses"] = [];
  const fieldNames: Record<string, number> = {};
  let matched = 0;
  const entries = Object.entries(truth.fields);
  for (const [name, f] of entries) {
    const got = answer.extracted_data[name];
    const hit = same(f.normalized, got);
    fieldNames[name] = hit ? 1 : 0;
    if (hit) matched += 1;
    else {
      misses.push({
        field: name,
        expected: f.normalized,
        got,
        raw: answer.fields[name]?.raw ?? null,
      });
      missKinds.push({ ...missKind(f.normalized, got, text), field: name });
    }
  }
  const score: DocScore = {
    id: truth.id,
    type: truth.type,
    family: truth.family,
    total: entries.length,
    matched,
    misses,
    missKinds,
    textChars: (answer.text ?? "").length,
    fieldNames,
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
  return foldText(label)
    .replace(/[\s.:;,]+$/, "")
    .trim();
}

function same(expected: unknown, got: unknown): boolean {
  if (typeof expected === "number")
    return typeof got === "number" && Math.abs(expected - got) < 0.005;
  return got !== null && got !== undefined && String(got) === String(expected);
}

/** Exact match over a set of documents. */
interface Rate {
  documents: number;
  fields: number;
  exact_match_rate: number;
  documents_all_correct: number;
}

interface Summary {
  documents: number;
  by_type: Record<string, Rate>;
  /** The same per family (held-out families are the ones the targets are judged on). */
  by_family: Record<string, Rate>;
  /**
   * Field exact match per field name, over the documents that have that field, and its
   * misses by kind (see MissKind).
   */
  by_field: Record<
    string,
    {
      fields: number;
      exact_match_rate: number;
      misses: Record<MissKind["kind"], number>;
      /** Misses whose value the page's reading did not hold (OCR lost it; see MissKind). */
      value_not_in_text: number;
    }
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
  /** Misses by kind, and whether the truth's value was in the text (see MissKind). */
  miss_kinds: Record<
    MissKind["kind"],
    { in_text: number; not_in_text: number; other_form: number }
  >;
  /** Documents whose page read as nothing (under READ_AS_NOTHING_CHARS), and their misses. */
  read_as_nothing: { documents: number; misses: number };
  sample_misses: DocScore["misses"][number][];
}

function rate(scores: DocScore[]): Rate {
  const fields = scores.reduce((a, s) => a + s.total, 0);
  return {
    documents: scores.length,
    fields,
    exact_match_rate: round(scores.reduce((a, s) => a + s.matched, 0) / Math.max(1, fields)),
    documents_all_correct: scores.filter((s) => s.matched === s.total).length,
  };
}

function missKinds(scores: DocScore[]): Summary["miss_kinds"] {
  const out: Summary["miss_kinds"] = {
    not_found: { in_text: 0, not_in_text: 0, other_form: 0 },
    misread: { in_text: 0, not_in_text: 0, other_form: 0 },
    other_value: { in_text: 0, not_in_text: 0, other_form: 0 },
  };
  for (const k of scores.flatMap((s) => s.missKinds ?? [])) {
    const where = k.in_text === null ? "other_form" : k.in_text ? "in_text" : "not_in_text";
    out[k.kind][where] += 1;
  }
  return out;
}

function summarise(scores: DocScore[]): Summary {
  const { by_type: byType, by_family: byFamily } = breakdown(scores, rate);
  const missCount: Record<string, number> = {};
  const fieldCount: Record<string, { fields: number; matched: number }> = {};
  for (const s of scores) {
    for (const m of s.misses)
      missCount[`${s.type}.${m.field}`] = (missCount[`${s.type}.${m.field}`] ?? 0) + 1;
    for (const [field, n] of Object.entries(s.fieldNames ?? {})) {
      fieldCount[field] ??= { fields: 0, matched: 0 };
      const f = fieldCount[field];
      f.fields += 1;
      f.matched += n;
    }
  }
  const byField = Object.fromEntries(
    Object.entries(fieldCount)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([field, f]) => [
        field,
        {
          fields: f.fields,
          exact_match_rate: round(f.matched / f.fields),
          misses: { not_found: 0, misread: 0, other_value: 0 },
          value_not_in_text: 0,
        },
      ]),
  );
  for (const k of scores.flatMap((s) => s.missKinds ?? [])) {
    const f = k.field ? byField[k.field] : undefined;
    if (!f) continue;
    f.misses[k.kind] += 1;
    if (k.in_text === false) f.value_not_in_text += 1;
  }
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
    documents: scores.length,
    by_type: byType,
    by_family: byFamily,
    by_field: byField,
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
    miss_kinds: missKinds(scores),
    read_as_nothing: {
      documents: scores.filter((s) => (s.textChars ?? 0) < READ_AS_NOTHING_CHARS).length,
      misses: scores
        .filter((s) => (s.textChars ?? 0) < READ_AS_NOTHING_CHARS)
        .reduce((a, s) => a + s.misses.length, 0),
    },
    worst_fields: Object.fromEntries(
      Object.entries(missCount)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 15),
    ),
    sample_misses: scores
      .filter((s) => !HELD_OUT.has(s.family))
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
  if (part.includes("heldout"))
    for (const [family, f] of Object.entries(s.by_family))
      out.push({
        part,
        engine: family,
        metric: `field exact match (${f.documents} docs)`,
        value: f.exact_match_rate,
      });
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
  for (const [kind, k] of Object.entries(s.miss_kinds))
    out.push({
      part,
      engine: "all",
      metric: `misses ${kind.replace("_", " ")}: value in text / not / other form`,
      value: `${k.in_text} / ${k.not_in_text} / ${k.other_form}`,
    });
  out.push({
    part,
    engine: "all",
    metric: "pages read as nothing: documents / their misses",
    value: `${s.read_as_nothing.documents} / ${s.read_as_nothing.misses}`,
  });
  out.push({ part, engine: "all", metric: "s/document", value: s.seconds_per_document });
  return out;
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
  const found = out.data.corners?.points;
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
    output: out.data.output_dimensions ?? null,
    scan: [doc.truth.scan.width, doc.truth.scan.height],
    rotation_applied: out.data.rotation_applied ?? null,
    quality_score: out.data.quality?.quality_score ?? null,
    exact_match: round(score.matched / Math.max(1, score.total)),
  };
}

function round(value: number): number {
  return Math.round(value * 1e4) / 1e4;
}

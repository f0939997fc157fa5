import {
  DOCUMENT_TYPES,
  type DocumentType,
  isDocumentType,
  UNKNOWN_TYPE,
} from "@iris/kit/document-types";

/** Probabilities per document type (each source's calibrated view, or the fused one). */
export type TypeDistribution = Record<DocumentType, number>;

/** Which evidence decided a run's document type. */
export type TypeSource = "hint" | "classifier" | "text" | "both";

/** One candidate type and its probability. */
export interface TypeCandidate {
  class: DocumentType;
  confidence: number;
}

/** The run's document type and why. */
export interface TypeDecision {
  /** The decided type, or `unknown` when no type reaches MIN_CONFIDENCE. */
  document_type: DocumentType | typeof UNKNOWN_TYPE;
  /** Fused probability of the most probable type. */
  confidence: number;
  /** What decided it; null when the type is unknown. */
  source: TypeSource | null;
  /** The three most probable types after fusion. */
  top_3: TypeCandidate[];
  /** The type fields are read as: the decided one, or the most probable when unknown. */
  applied: DocumentType;
}

/**
 * Fusion tunables. Both sources are calibrated on training data (the classifier's
 * temperature on validation families, the text's scale on training families), but neither
 * has seen every design: each keeps a floor, the least probability its evidence alone may
 * leave a type.
 */
export const FUSION = {
  /**
   * The classifier's calibrated probabilities are tempered (p^exponent, renormalised) before
   * fusion: its temperature was fitted on validation images of the designs it was trained on,
   * and on a design it has never seen it is as sure and wrong more often. Fitted on the 20
   * training families that joined after `doctype-v1` was trained (roster 2; 80 phase-1 photos,
   * each fused with its text's evidence): the exponent whose fused answers gave the true types
   * the least NLL, 0.5 (0.0068; 0.0111 at 1). It weighs the classifier against the text: on
   * the same pages the classifier alone was best taken as it answers (NLL 0.37 at 1, 0.60 at
   * 0.5), so without text evidence it is not tempered. Refit whenever the classifier is retrained, on
   * families it did not see: `npm run fit:type-calibration -w workers/ocr-extractor --
   * --classifier` (type-calibration/cli.ts).
   */
  classifierExponent: 0.5,
  /**
   * The image classifier is confidently wrong on some layouts unlike those it was trained on
   * (a plain invoice read as a form): its odds against a type never exceed about 50 : 1, so
   * a document that names itself in its heading and prints the type's structures outweighs it.
   */
  classifierFloor: 0.02,
  /**
   * A type is decided when it is more probable than all the others together; below that,
   * reading the fields as it would misread them as often as not.
   */
  minConfidence: 0.5,
} as const;

/**
 * The page's format as phase 1 snapped it (`document_format.name`), as a third, independent
 * view: p(format | type). Every identity card is ID-1 (ISO/IEC 7810) and a passport's data
 * page ID-3, while residence certificates, forms and invoices are A4 or Letter pages. Only
 * the two card formats count: a page format says little, because a card scanned on a flatbed
 * whose outline phase 1 missed comes out as a whole page too, and a page with no format (the
 * photo's frame) says nothing. The likelihoods are add-one smoothed frequencies over training
 * pages of every type, floored at `floor` (no type is ruled out by its outline alone: a
 * landscape certificate snaps to ID-3, A4's near twin). Fitted on 100 phase-1 photos of
 * training families (20 per type; corpus seed 6301): 17 cards ID-1, 20 passports ID-3, no
 * page of another type in either (one ticket was an ID-1 portrait). `npm run
 * fit:type-calibration -w workers/ocr-extractor -- --seed 6301 --n 100 --classifier` prints
 * `format_evidence` and the fused accuracy with and without it.
 */
export const FORMAT_EVIDENCE: {
  floor: number;
  likelihood: Partial<Record<string, TypeDistribution>>;
} = {
  floor: 0.05,
  likelihood: {
    id1: {
      cedula_identidad: 0.667,
      ficha_residencia: 0.05,
      pasaporte: 0.05,
      factura: 0.05,
      formulario: 0.05,
    },
    passport: {
      cedula_identidad: 0.05,
      ficha_residencia: 0.05,
      pasaporte: 0.778,
      factura: 0.05,
      formulario: 0.05,
    },
  },
};

/**
 * The format phase 1 snapped a page to, as the fusion reads it: a card format (ID-1, ID-3)
 * only on a landscape page, the way cards and passports are read once upright; a portrait
 * page of a card's aspect is a ticket or a strip (`id1_portrait`, which says nothing).
 */
export function formatAsRead(
  name: string | null | undefined,
  width: number,
  height: number,
): string | null {
  if (!name) return null;
  return (name === "id1" || name === "passport") && width < height ? `${name}_portrait` : name;
}

/** The format's view of the type (FORMAT_EVIDENCE), or null when the format says nothing. */
export function formatEvidence(format: string | null | undefined): TypeDistribution | null {
  const likelihood = format ? FORMAT_EVIDENCE.likelihood[format] : undefined;
  if (!likelihood) return null;
  return Object.fromEntries(
    DOCUMENT_TYPES.map((t) => [t, Math.max(likelihood[t] ?? 0, FORMAT_EVIDENCE.floor)]),
  ) as TypeDistribution;
}

/**
 * The classifier's distribution from its top 3 (what /classify answers): the rest of the
 * probability spread evenly over the types it did not list. Classes iris does not know (a
 * custom model's) are left out.
 */
export function fromTop3(top3: { class: string; confidence: number }[]): TypeDistribution {
  const listed = new Map<string, number>();
  for (const p of top3) if (isDocumentType(p.class)) listed.set(p.class, Math.max(0, p.confidence));
  const rest = Math.max(0, 1 - [...listed.values()].reduce((a, b) => a + b, 0));
  const unlisted = DOCUMENT_TYPES.filter((t) => !listed.has(t));
  return normalise(
    Object.fromEntries(
      DOCUMENT_TYPES.map((t) => [t, listed.get(t) ?? rest / Math.max(1, unlisted.length)]),
    ) as TypeDistribution,
  );
}

/**
 * Fuses the two calibrated views as independent experts: p(type) ∝ p_classifier(type) ·
 * p_text(type), the classifier's tempered and floored (FUSION), times the page format's
 * likelihood where phase 1 snapped a card format (FORMAT_EVIDENCE). The stronger evidence wins
 * a disagreement; the source names the evidence whose own best type was decided (`both` when
 * they agree, or when only their combination points there). Either view may be missing (a
 * failed phase; text without any cue is uniform and counts as missing); with neither, the
 * type is unknown and fields are read as `fallback` (the type they were already read as):
 * the format alone decides nothing.
 */
export function fuseTypes(evidence: {
  classifier?: TypeDistribution | null;
  text?: TypeDistribution | null;
  /** Phase 1's `document_format.name`. */
  format?: string | null;
  fallback?: DocumentType;
  /** Overrides FUSION.classifierExponent (its fit tries several). */
  classifierExponent?: number;
}): TypeDecision {
  const text = evidence.text && !isUniform(evidence.text) ? normalise(evidence.text) : null;
  // Alone, the classifier is taken as calibrated: tempering weighs it against the text.
  const exponent = text ? evidence.classifierExponent : 1;
  const classifier = evidence.classifier ? tempered(evidence.classifier, exponent) : null;
  const format = formatEvidence(evidence.format);
  const fused = normalise(
    Object.fromEntries(
      DOCUMENT_TYPES.map((t) => [
        t,
        (classifier?.[t] ?? 1) * (text?.[t] ?? 1) * (format?.[t] ?? 1),
      ]),
    ) as TypeDistribution,
  );
  const top_3 = ranked(fused).slice(0, 3);
  const best = top_3[0] as TypeCandidate;
  if (!classifier && !text) {
    const applied = evidence.fallback ?? best.class;
    return { document_type: UNKNOWN_TYPE, confidence: 0, source: null, top_3, applied };
  }
  const decided = best.confidence >= FUSION.minConfidence;
  const byClassifier = classifier !== null && topOf(classifier) === best.class;
  const byText = text !== null && topOf(text) === best.class;
  const source: TypeSource = !text
    ? "classifier"
    : !classifier
      ? "text"
      : byClassifier === byText
        ? "both"
        : byClassifier
          ? "classifier"
          : "text";
  return {
    document_type: decided ? best.class : UNKNOWN_TYPE,
    confidence: round(best.confidence),
    source: decided ? source : null,
    top_3: top_3.map((c) => ({ class: c.class, confidence: round(c.confidence) })),
    applied: best.class,
  };
}

/**
 * True when the text (with the page's format) settles the type: no answer the classifier
 * could give (however sure of another type) would change the fused decision. The run then
 * need not wait for it.
 */
export function textDecides(
  text: TypeDistribution | null | undefined,
  format?: string | null,
): boolean {
  if (!text || isUniform(text)) return false;
  const own = fuseTypes({ text, format }).document_type;
  if (own === UNKNOWN_TYPE) return false;
  return DOCUMENT_TYPES.every((against) => {
    const worst = Object.fromEntries(
      DOCUMENT_TYPES.map((t) => [t, t === against ? 1 : 0]),
    ) as TypeDistribution;
    const d = fuseTypes({ classifier: worst, text, format });
    return d.document_type === own;
  });
}

/** The classifier's view as fused: tempered (FUSION.classifierExponent), then floored. */
export function tempered(
  p: TypeDistribution,
  exponent: number = FUSION.classifierExponent,
): TypeDistribution {
  const n = normalise(
    Object.fromEntries(
      DOCUMENT_TYPES.map((t) => [t, Math.max(0, p[t] ?? 0) ** exponent]),
    ) as TypeDistribution,
  );
  return normalise(
    Object.fromEntries(
      DOCUMENT_TYPES.map((t) => [t, Math.max(n[t], FUSION.classifierFloor)]),
    ) as TypeDistribution,
  );
}

function normalise(p: TypeDistribution): TypeDistribution {
  const sum = DOCUMENT_TYPES.reduce((a, t) => a + Math.max(0, p[t] ?? 0), 0);
  return Object.fromEntries(
    DOCUMENT_TYPES.map((t) => [
      t,
      sum > 0 ? Math.max(0, p[t] ?? 0) / sum : 1 / DOCUMENT_TYPES.length,
    ]),
  ) as TypeDistribution;
}

/** True when the text gave no evidence of any type (no cue and too few words, or no reading). */
export function textSilent(text: TypeDistribution | null | undefined): boolean {
  return !text || isUniform(text);
}

function isUniform(p: TypeDistribution): boolean {
  const values = DOCUMENT_TYPES.map((t) => p[t] ?? 0);
  return Math.max(...values) - Math.min(...values) < 1e-6;
}

function ranked(p: TypeDistribution): TypeCandidate[] {
  return DOCUMENT_TYPES.map((t) => ({ class: t, confidence: p[t] })).sort(
    (a, b) => b.confidence - a.confidence,
  );
}

function topOf(p: TypeDistribution): DocumentType {
  return (ranked(p)[0] as TypeCandidate).class;
}

const round = (v: number) => Math.round(v * 1e4) / 1e4;

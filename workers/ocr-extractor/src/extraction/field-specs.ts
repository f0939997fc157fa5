import { type ExtractedField, field, MISSING } from "./field";
import type { LabelledText } from "./labels";
import {
  type NormaliseContext,
  type Normalised,
  normaliseValue,
  type ValueKind,
} from "./normalize-value";
import { segmentConfidence } from "./segments";
import { fold, type TextLine } from "./text-lines";

/** How one field is found and normalised. */
export interface FieldSpec {
  name: string;
  /** The final_extraction group it belongs to. */
  group: string;
  /** Label patterns on lower-cased, accent-free text (most specific first). */
  labels: RegExp[];
  kind: ValueKind;
  required?: boolean;
  /** One-letter values are expected (sex, document type, "V" nationality). */
  short?: boolean;
  /** The value may wrap onto the next lines (addresses). */
  multiline?: boolean;
  /**
   * When no label is found: a pattern searched anywhere (on the original text), on each line,
   * then on each cell of a line (a pattern anchored at both ends finds a value printed in its
   * own column); its first capture group, when it has one, is the value. A predicate is asked
   * of each cell, and a cell it accepts is the value (continued on the next lines when
   * `multiline`).
   */
  anywhere?: RegExp | ((cell: string) => boolean);
  /**
   * Found anywhere, the first value that passes its check wins rather than the first found
   * (a phone's pattern also fits a reference number printed before it).
   */
  anywhereChecked?: boolean;
}

/** Every label pattern of `specs` (a value stops where another label starts). */
export function labelsOf(specs: FieldSpec[], extra: RegExp[] = []): RegExp[] {
  return [...specs.flatMap((s) => s.labels), ...extra];
}

/**
 * Reads every field of `specs`: the value after its label, else a pattern anywhere, then
 * normalised; a field not found is {@link MISSING}.
 */
export function extractFields(
  specs: FieldSpec[],
  text: LabelledText,
  ctx: NormaliseContext,
): Record<string, ExtractedField> {
  const out: Record<string, ExtractedField> = {};
  for (const spec of specs) {
    out[spec.name] = readField(spec, text, ctx);
  }
  return out;
}

function readField(spec: FieldSpec, text: LabelledText, ctx: NormaliseContext): ExtractedField {
  // Each wording of the label in turn: the first whose value passes its check wins; a value
  // failing it is kept only when no other wording, nor the value's shape anywhere, passes
  // (a title "CÉDULA DE CIUDADANÍA" before the number's own label).
  let failed: ExtractedField | undefined;
  for (const label of spec.labels) {
    const found = text.find(label, {
      short: spec.short ?? false,
      accept: (raw) => normaliseValue(spec.kind, raw, ctx).valid !== false,
      valid: (raw) => normaliseValue(spec.kind, raw, ctx).valid === true,
    });
    if (!found) continue;
    const hit = spec.multiline ? text.continued(found) : found;
    const n = normaliseValue(spec.kind, hit.raw, ctx);
    const read = field(n.raw ?? hit.raw, n.value, capped(hit.confidence, n), n.valid, n.check);
    if (n.valid !== false) return read;
    failed ??= read;
  }
  const anywhere = spec.anywhere && searchAnywhere(spec, text, ctx);
  if (failed) return anywhere && anywhere.valid !== false ? anywhere : failed;
  return anywhere || { ...MISSING };
}

const capped = (confidence: number, n: Normalised) => Math.min(confidence, n.maxConfidence ?? 1);

function searchAnywhere(
  spec: FieldSpec,
  text: LabelledText,
  ctx: NormaliseContext,
): ExtractedField | undefined {
  const { anywhere } = spec;
  if (!anywhere) return undefined;
  if (typeof anywhere === "function") {
    // The first cell whose value passes its check, else the first found.
    let first: ExtractedField | undefined;
    for (const seg of text.segments.flat()) {
      if (!anywhere(seg.text)) continue;
      const cell = {
        raw: seg.text.trim(),
        confidence: segmentConfidence(text.lines, seg),
        line: seg.line,
        x0: seg.x0,
      };
      const hit = spec.multiline ? text.continued(cell) : cell;
      const n = normaliseValue(spec.kind, hit.raw, ctx);
      const read = field(hit.raw, n.value, capped(hit.confidence, n), n.valid, n.check);
      if (read.valid !== false) return read;
      first ??= read;
    }
    return first;
  }
  const pattern = new RegExp(anywhere.source, `${anywhere.flags.replace("g", "")}g`);
  const sources = [
    ...text.lines.map((line, i) => ({ line: i, start: 0, text: line.text })),
    ...text.segments.flat().filter((seg) => seg.text !== text.lines[seg.line]?.text),
  ];
  let first: ExtractedField | undefined;
  for (const source of sources) {
    const line = text.lines[source.line];
    if (!line) continue;
    for (const m of source.text.matchAll(pattern)) {
      const raw = m[1] ?? m[0];
      const start = source.start + m.index + m[0].lastIndexOf(raw);
      const n = normaliseValue(spec.kind, raw, ctx);
      const words = line.words.filter((w) => w.end > start && w.start < start + raw.length);
      const confidence = words.length
        ? words.reduce((a, w) => a + w.confidence, 0) / words.length
        : line.confidence;
      const read = field(raw.trim(), n.value, capped(confidence, n), n.valid, n.check);
      if (!spec.anywhereChecked || read.valid !== false) return read;
      first ??= read;
    }
  }
  return first;
}

/** True when a folded line contains any of `words`. */
export function mentions(lines: TextLine[], pattern: RegExp): boolean {
  return lines.some((l) => pattern.test(fold(l.text)));
}

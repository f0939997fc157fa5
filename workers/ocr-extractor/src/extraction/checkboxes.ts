import { type CheckboxMark, labelCheckboxes } from "../checkboxes/label-boxes";
import type { BBox } from "../ocr/types";
import type { TextLine } from "./text-lines";

/** A checkbox read from the page: its label and whether it is marked. */
export interface CheckboxRead {
  label: string;
  checked: boolean;
  confidence: number;
  /** The square on the page (pixel detection); absent when read from text marks. */
  bbox?: BBox;
  /** "pixels": a square found in the image; "text": a mark OCR wrote out ([X], ☒). */
  source: "pixels" | "text";
}

/**
 * Every checkbox of a page: the squares found in its pixels (`marks`), named by the words
 * beside them, then the boxes OCR wrote out as text (`[X] Casado`) whose label is not already
 * taken. A label seen twice keeps its first reading.
 */
export function pageCheckboxes(lines: TextLine[], marks: CheckboxMark[] = []): CheckboxRead[] {
  const out: CheckboxRead[] = [];
  const seen = new Set<string>();
  const add = (b: CheckboxRead) => {
    const key = b.label.toLocaleLowerCase("es");
    if (seen.has(key)) return;
    seen.add(key);
    out.push(b);
  };
  for (const b of labelCheckboxes(marks, lines))
    add({
      label: b.label,
      checked: b.checked,
      confidence: b.confidence,
      bbox: b.bbox,
      source: "pixels",
    });
  for (const b of readCheckboxes(lines)) add(b);
  return out;
}

/** The `checkboxes` group (label → state) and its details, or nothing when none was found. */
export function checkboxGroups(boxes: CheckboxRead[]): Record<string, unknown> {
  if (!boxes.length) return {};
  return {
    checkboxes: Object.fromEntries(boxes.map((b) => [b.label, b.checked])),
    checkbox_details: boxes,
  };
}

// A box as OCR renders it: [X], [ ], (x), ☒, ☐, ■, □; the mark is X, x, ✓, ✔ or a filled glyph.
const BOX = String.raw`(?:\[\s*([xX✓✔vV*#]?)\s*\]|\(\s*([xX✓✔*]?)\s*\)|([☐☑☒■□✓✔]))`;
const BOX_THEN_LABEL = new RegExp(
  `${BOX}\\s*([\\p{L}][\\p{L}\\d ./'’-]{1,40}?)(?=\\s*(?:\\[|\\(|[☐☑☒■□]|$))`,
  "gu",
);

/**
 * Checkbox marks next to labels ("[X] Casado  [ ] Soltero", "☒ Sí ☐ No"). Only boxes that OCR
 * rendered as bracket pairs or box glyphs are read; their labels are the words that follow.
 */
export function readCheckboxes(lines: TextLine[]): CheckboxRead[] {
  const out: CheckboxRead[] = [];
  for (const line of lines) {
    for (const m of line.text.matchAll(BOX_THEN_LABEL)) {
      const mark = m[1] ?? m[2] ?? "";
      const glyph = m[3] ?? "";
      const checked = mark !== "" || /[☑☒■✓✔]/.test(glyph);
      const label = (m[4] ?? "").trim();
      if (!label) continue;
      const start = m.index ?? 0;
      const words = line.words.filter((w) => w.end > start && w.start < start + m[0].length);
      const confidence = words.length
        ? words.reduce((a, w) => a + w.confidence, 0) / words.length
        : line.confidence;
      out.push({ label, checked, confidence: Math.round(confidence * 1e4) / 1e4, source: "text" });
    }
  }
  return out;
}

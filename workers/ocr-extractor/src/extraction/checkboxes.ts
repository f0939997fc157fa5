import type { TextLine } from "./text-lines";

/** A checkbox read from text: its label and whether it is marked. */
export interface CheckboxRead {
  label: string;
  checked: boolean;
  confidence: number;
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
      out.push({ label, checked, confidence: Math.round(confidence * 1e4) / 1e4 });
    }
  }
  return out;
}

import type { TextLine } from "../extraction/text-lines";
import type { BBox } from "../ocr/types";

/** A checkbox square found in the pixels, in upload pixels. */
export interface CheckboxMark {
  bbox: BBox;
  checked: boolean;
  /** Share of the inside that is ink. */
  fill: number;
  /** How clearly checked or empty it is, 0–1. */
  confidence: number;
}

/** A checkbox with the words that name it. */
export interface LabelledCheckbox {
  label: string;
  checked: boolean;
  /** The mark's clarity times the label words' OCR confidence. */
  confidence: number;
  bbox: BBox;
  /** Where the label was found: "right" of the box (the usual layout) or "left". */
  label_side: "right" | "left";
}

interface PlacedWord {
  text: string;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  line: number;
  confidence: number;
}

/**
 * Names each checkbox square with the words beside it: the run of words on the box's text
 * line that starts within two box widths of its right edge and ends at a gap wider than a
 * box, at the next box, or at the end of the line — where it goes on to the next line when
 * that line starts under the label (a wrapped sentence). Without words on the right, the run
 * ending just left of the box is taken ("Sí ☐"). Words OCR read from the box itself (`LC]`,
 * `[X]`) are ignored. Boxes without any nearby words are left out.
 */
export function labelCheckboxes(marks: CheckboxMark[], lines: TextLine[]): LabelledCheckbox[] {
  const words = placeWords(lines).filter((w) => !marks.some((m) => overlaps(w, m.bbox)));
  const out: LabelledCheckbox[] = [];
  for (const mark of marks) {
    const side = Math.max(mark.bbox.width, mark.bbox.height);
    const cy = mark.bbox.y + mark.bbox.height / 2;
    const onRow = (w: PlacedWord) => w.y0 - side * 0.35 <= cy && w.y1 + side * 0.35 >= cy;
    const row = words.filter(onRow).sort((a, b) => a.x0 - b.x0);
    const right = mark.bbox.x + mark.bbox.width;
    // The next box on the row ends this one's label.
    const nextBox = Math.min(
      ...marks
        .filter((m) => m !== mark && m.bbox.x > right && Math.abs(m.bbox.y - mark.bbox.y) < side)
        .map((m) => m.bbox.x),
    );
    let run: PlacedWord[] = [];
    let sideFound: LabelledCheckbox["label_side"] = "right";
    const first = row.find((w) => w.x0 >= right - side * 0.2 && w.x0 - right <= side * 2);
    if (first) {
      run = [first];
      for (const w of row) {
        const prev = run.at(-1) as PlacedWord;
        if (w.x0 <= prev.x0) continue;
        if (w.x0 >= nextBox || w.x0 - prev.x1 > side * 1.1) break;
        run.push(w);
      }
      const endsRow = row.at(-1) === run.at(-1) && !Number.isFinite(nextBox);
      if (endsRow) run = [...run, ...continuation(run, words, marks, side)];
    } else {
      const left = row.filter((w) => w.x1 <= mark.bbox.x + side * 0.2).reverse();
      const last = left[0];
      if (last && mark.bbox.x - last.x1 <= side * 1.5) {
        run = [last];
        for (const w of left.slice(1)) {
          const head = run[0] as PlacedWord;
          if (head.x0 - w.x1 > side * 1.1) break;
          if (marks.some((m) => m.bbox.x > w.x1 && m.bbox.x < head.x0)) break;
          run.unshift(w);
        }
        sideFound = "left";
      }
    }
    const label = run
      .map((w) => w.text)
      .join(" ")
      .replace(/^[^\p{L}\d]+|[\s,;:|]+$/gu, "")
      .trim();
    if (!/\p{L}/u.test(label)) continue;
    const ocr = run.reduce((a, w) => a + w.confidence, 0) / run.length;
    out.push({
      label,
      checked: mark.checked,
      confidence: Math.round(ocr * (0.5 + 0.5 * mark.confidence) * 1e4) / 1e4,
      bbox: mark.bbox,
      label_side: sideFound,
    });
  }
  return out;
}

/** Following lines that start under the label's first word and hold no box: a wrapped label. */
function continuation(
  run: PlacedWord[],
  words: PlacedWord[],
  marks: CheckboxMark[],
  side: number,
): PlacedWord[] {
  const out: PlacedWord[] = [];
  const x0 = (run[0] as PlacedWord).x0;
  let last = run.at(-1) as PlacedWord;
  for (let n = 0; n < 3; n++) {
    if (/[.!?]$/.test(last.text)) break;
    const lineHeight = last.y1 - last.y0;
    const next = words
      .filter((w) => w.line > last.line && w.y0 > last.y0 && w.y0 - last.y1 < lineHeight * 1.2)
      .sort((a, b) => a.line - b.line || a.x0 - b.x0);
    const line = next[0]?.line;
    const lineWords = next.filter((w) => w.line === line);
    const head = lineWords[0];
    if (!head || Math.abs(head.x0 - x0) > side * 0.6) break;
    if (marks.some((m) => m.bbox.y < head.y1 && m.bbox.y + m.bbox.height > head.y0)) break;
    out.push(...lineWords);
    last = lineWords.at(-1) as PlacedWord;
  }
  return out;
}

function placeWords(lines: TextLine[]): PlacedWord[] {
  const out: PlacedWord[] = [];
  lines.forEach((line, index) => {
    if (!line.bbox) return;
    for (const w of line.words) {
      if (w.x0 === undefined || w.x1 === undefined) continue;
      out.push({
        text: line.text.slice(w.start, w.end),
        x0: w.x0,
        x1: w.x1,
        y0: line.bbox.y,
        y1: line.bbox.y + line.bbox.height,
        line: index,
        confidence: w.confidence,
      });
    }
  });
  return out;
}

function overlaps(w: PlacedWord, b: BBox): boolean {
  const ox = Math.min(w.x1, b.x + b.width) - Math.max(w.x0, b.x);
  const oy = Math.min(w.y1, b.y + b.height) - Math.max(w.y0, b.y);
  return ox > 0.5 * Math.min(w.x1 - w.x0, b.width) && oy > 0;
}

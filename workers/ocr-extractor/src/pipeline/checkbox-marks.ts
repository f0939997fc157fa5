import type { BoxDetector } from "../checkboxes/detector";
import type { CheckboxMark } from "../checkboxes/label-boxes";
import { type DocumentType, detectType, type linesFromPage } from "../extraction";
import type { OcrResult } from "../ocr";
import type { TypeOptions } from "./options";

/** Squares found per prepared page and size range: a reading's pixels are searched once. */
const found = new WeakMap<Buffer, Map<string, ReturnType<BoxDetector["detect"]>>>();

function detectOnce(boxes: BoxDetector, png: Buffer, sides: { minSide: number; maxSide: number }) {
  let byRange = found.get(png);
  if (!byRange) {
    byRange = new Map();
    found.set(png, byRange);
  }
  const key = `${sides.minSide}-${sides.maxSide}`;
  let squares = byRange.get(key);
  if (!squares) {
    squares = boxes.detect(png, sides);
    byRange.set(key, squares);
    squares.catch(() => byRange.delete(key));
  }
  return squares;
}

/**
 * Checkbox squares of the page read (in upload pixels, the words' frame) when the type —
 * the detected one for `auto` — has boxes and checkbox_detection on. A failed pixel pass
 * leaves the text marks only.
 */
export async function checkboxMarks(
  boxes: BoxDetector,
  ocr: OcrResult,
  lines: ReturnType<typeof linesFromPage>,
  type: DocumentType | "auto",
  options: TypeOptions,
): Promise<CheckboxMark[]> {
  const resolved = type === "auto" ? detectType(lines).document_type : type;
  if (resolved !== "ficha_residencia" && resolved !== "formulario") return [];
  if (!options(resolved).checkboxes || !options(resolved).fields) return [];
  // Boxes are sized like the text beside them (a dpi in the file is often wrong): 0.5–3
  // times the median line height.
  const heights = lines.flatMap((l) => (l.bbox ? [l.bbox.height] : [])).sort((a, b) => a - b);
  const median = heights[Math.floor(heights.length / 2)];
  if (!median) return [];
  const s = ocr.prepared.scale;
  const squares = await detectOnce(boxes, ocr.prepared.png, {
    minSide: Math.max(8, Math.round(median * s * 0.5)),
    maxSide: Math.round(median * s * 3),
  }).catch(() => []);
  return squares.map((b) => ({
    bbox: {
      x: Math.round(b.x / s),
      y: Math.round(b.y / s),
      width: Math.round(b.width / s),
      height: Math.round(b.height / s),
    },
    checked: b.checked,
    fill: b.fill,
    confidence: b.confidence,
  }));
}

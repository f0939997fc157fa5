import type { NativeReader, ReaderRegion } from "@iris/native-tesseract";
import sharp from "sharp";
import type { TextBox } from "./db-postprocess";
import type { GreyPage } from "./detector";

/**
 * How detected lines reach Tesseract:
 * - `crops`: each line cut out, encoded and read on its own (psm 7), one call per line;
 * - `stacked`: the lines cut out and stacked into one image, a blank band between them, read
 *   once as a block (psm 6);
 * - `regions`: the page sent once and each line read inside it with SetRectangle (psm 7),
 *   one call (`recognizeRegions`).
 */
export const LINE_STRATEGIES = ["crops", "stacked", "regions"] as const;
export type LineStrategy = (typeof LINE_STRATEGIES)[number];

export interface LineReading {
  /** The words read, one detected line per text line, top to bottom. */
  text: string;
  /** Addon calls made. */
  calls: number;
}

interface ReadSettings {
  lang: string;
  dpi: number;
}

/** Blank rows between stacked lines, as a share of the taller neighbour's height. */
const STACK_GAP = 0.5;

/** Reads the `boxes` of `page` (the same page as `pagePng`) with one strategy. */
export async function readLines(
  reader: NativeReader,
  strategy: LineStrategy,
  page: GreyPage,
  pagePng: Buffer,
  boxes: TextBox[],
  settings: ReadSettings,
): Promise<LineReading> {
  if (boxes.length === 0) return { text: "", calls: 0 };
  if (strategy === "regions") {
    const regions: ReaderRegion[] = boxes.map(({ left, top, width, height }) => ({
      left,
      top,
      width,
      height,
    }));
    const tsvs = await reader.recognizeRegions(pagePng, regions, { ...settings, psm: 7 });
    return { text: tsvs.map(tsvText).join("\n"), calls: 1 };
  }
  if (strategy === "crops") {
    const lines: string[] = [];
    for (const box of boxes) {
      const png = await encode(crop(page, box), box.width, box.height);
      lines.push(tsvText(await reader.recognize(png, { ...settings, psm: 7 })));
    }
    return { text: lines.join("\n"), calls: boxes.length };
  }
  const stacked = stack(page, boxes);
  const tsv = await reader.recognize(await encode(stacked.data, stacked.width, stacked.height), {
    ...settings,
    psm: 6,
  });
  return { text: tsvLines(tsv).join("\n"), calls: 1 };
}

/** The pixels of `box` (inside the page), row-major. */
function crop(page: GreyPage, box: ReaderRegion): Buffer {
  const out = Buffer.alloc(box.width * box.height);
  for (let y = 0; y < box.height; y++) {
    const from = (box.top + y) * page.width + box.left;
    page.data.copy(out, y * box.width, from, from + box.width);
  }
  return out;
}

/** The lines one under the other on white, left-aligned, a blank band between them. */
export function stack(page: GreyPage, boxes: ReaderRegion[]): GreyPage {
  const width = Math.max(...boxes.map((b) => b.width));
  const gaps = boxes.map((b, i) =>
    i === 0 ? 0 : Math.ceil(STACK_GAP * Math.max(b.height, (boxes[i - 1] as ReaderRegion).height)),
  );
  const height = boxes.reduce((s, b, i) => s + b.height + (gaps[i] as number), 0);
  const data = Buffer.alloc(width * height, 255);
  let y = 0;
  for (const [i, box] of boxes.entries()) {
    y += gaps[i] as number;
    const pixels = crop(page, box);
    for (let r = 0; r < box.height; r++)
      pixels.copy(data, (y + r) * width, r * box.width, (r + 1) * box.width);
    y += box.height;
  }
  return { data, width, height };
}

/** A greyscale PNG, as the service encodes pages (zlib level 1). */
export function encode(data: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(data, { raw: { width, height, channels: 1 } })
    .toColourspace("b-w")
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** The words of a Tesseract TSV on one line. */
export function tsvText(tsv: string): string {
  return tsvLines(tsv).join(" ");
}

/** The words of a Tesseract TSV, one string per text line (block, paragraph, line). */
export function tsvLines(tsv: string): string[] {
  const lines = new Map<string, string[]>();
  for (const row of tsv.split("\n")) {
    const f = row.split("\t");
    if (f[0] !== "5" || f.length < 12) continue;
    const text = (f[11] as string).trim();
    if (!text) continue;
    const key = `${f[2]}.${f[3]}.${f[4]}`;
    const words = lines.get(key) ?? [];
    words.push(text);
    lines.set(key, words);
  }
  return [...lines.values()].map((w) => w.join(" "));
}

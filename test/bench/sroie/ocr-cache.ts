import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

type RecognizeFn = (png: Buffer, options: object) => Promise<string>;

/**
 * Development aid: wraps `engine.recognize` so each recognition's TSV is kept in `dir`, keyed
 * by the image's bytes and the options. A second run over the same receipts then replays every
 * reading the pipeline asks for again (Tesseract answers the same image the same way) and runs
 * OCR only for readings a change of the extraction newly asks for. Answers `hits` and `misses`.
 */
export function cacheRecognitions(engine: { recognize: RecognizeFn }, dir: string) {
  mkdirSync(dir, { recursive: true });
  const original = engine.recognize.bind(engine);
  const counts = { hits: 0, misses: 0 };
  engine.recognize = async (png, options) => {
    const key = createHash("sha256").update(png).update(JSON.stringify(options)).digest("hex");
    const file = join(dir, `${key}.tsv`);
    if (existsSync(file)) {
      counts.hits++;
      return readFileSync(file, "utf8");
    }
    counts.misses++;
    const tsv = await original(png, options);
    writeFileSync(file, tsv);
    return tsv;
  };
  return counts;
}

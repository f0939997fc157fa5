import { readFileSync } from "node:fs";
import { join } from "node:path";

/** One call of the engine during a request. */
export interface Recognition {
  purpose: string;
  ms: number;
  width: number;
  height: number;
  lang: string;
  psm: number;
}

type RecognizeFn = (
  png: Buffer,
  options: { lang: string; psm: number; dpi: number },
) => Promise<string>;

const RECOGNIZE_TS = join(
  import.meta.dirname,
  "../../../workers/ocr-extractor/src/ocr/recognize.ts",
);

/** Lines of recognize.ts that read a turned page (the orientation search) or a page's part. */
function recognizeLines(): { turned: number[]; part: number[] } {
  const lines = readFileSync(RECOGNIZE_TS, "utf8").split("\n");
  const at = (test: (l: string) => boolean) => lines.flatMap((l, i) => (test(l) ? [i + 1] : []));
  return {
    turned: at((l) => l.includes("await read(png)") || l.includes("await read(await middleBand")),
    part: at((l) => l.includes("split.parts.map(read)")),
  };
}

/** Width and height from a PNG's IHDR (0 × 0 for anything else). */
function pngSize(png: Buffer): { width: number; height: number } {
  const isPng = png.length > 24 && png.readUInt32BE(12) === 0x49484452;
  return isPng
    ? { width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
    : { width: 0, height: 0 };
}

/**
 * Wraps `engine.recognize` so every call is recorded with what asked for it, told from the
 * call stack: the page reading (and its orientation search), the faint and enlarged second
 * readings, the rows layout analysis skipped (gap-pass), field re-reads (field-pass) and the
 * MRZ band (mrz-pass). Measurement only: the engine's behaviour is unchanged. `take()`
 * answers and clears what was recorded.
 */
export function countRecognitions(engine: { recognize: RecognizeFn }) {
  const where = recognizeLines();
  const original = engine.recognize.bind(engine);
  let calls: Recognition[] = [];
  let firstWidth = 0;
  Error.stackTraceLimit = 60;
  engine.recognize = async (png, options) => {
    const stack = new Error().stack ?? "";
    const { width, height } = pngSize(png);
    let purpose: string;
    if (stack.includes("field-pass.ts")) purpose = "field re-read";
    else if (stack.includes("gap-pass.ts")) purpose = "gap row";
    else if (stack.includes("mrz-pass.ts")) purpose = "MRZ band";
    else {
      // A turn and a part are read from their own lines of recognize.ts.
      const lines = [...stack.matchAll(/recognize\.ts:(\d+)/g)].map((m) => Number(m[1]));
      const turned = lines.some((l) => where.turned.includes(l));
      const part = lines.some((l) => where.part.includes(l));
      if (!stack.includes("readScaled")) {
        purpose = "page reading";
        if (!turned) firstWidth = width;
      } else {
        // Parts keep the page's width; an enlarged page is 1.5× as wide.
        purpose = width > firstWidth * 1.3 ? "enlarged reading" : "contrast reading";
      }
      if (turned) purpose += " (turned)";
      if (part) purpose += " (part)";
    }
    const started = performance.now();
    try {
      return await original(png, options);
    } finally {
      calls.push({
        purpose,
        ms: Math.round(performance.now() - started),
        width,
        height,
        lang: options.lang,
        psm: options.psm,
      });
    }
  };
  return {
    take(): Recognition[] {
      const out = calls;
      calls = [];
      firstWidth = 0;
      return out;
    },
  };
}

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

/** The line of recognize.ts that reads the prepared page (the others turn it first). */
function pageReadLine(): number {
  const lines = readFileSync(RECOGNIZE_TS, "utf8").split("\n");
  return lines.findIndex((l) => l.includes("await read(image.png)")) + 1;
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
  const pageLine = pageReadLine();
  const original = engine.recognize.bind(engine);
  let calls: Recognition[] = [];
  let firstArea = 0;
  Error.stackTraceLimit = 60;
  engine.recognize = async (png, options) => {
    const stack = new Error().stack ?? "";
    const { width, height } = pngSize(png);
    let purpose: string;
    if (stack.includes("field-pass.ts")) purpose = "field re-read";
    else if (stack.includes("gap-pass.ts")) purpose = "gap row";
    else if (stack.includes("mrz-pass.ts")) purpose = "MRZ band";
    else {
      // The page itself is read from one line of recognize.ts; a turn from others.
      const lines = [...stack.matchAll(/recognize\.ts:(\d+)/g)].map((m) => Number(m[1]));
      const turned = !lines.includes(pageLine);
      if (!stack.includes("readScaled")) {
        purpose = "page reading";
        if (!turned) firstArea = width * height;
      } else {
        purpose = width * height > firstArea * 1.8 ? "enlarged reading" : "contrast reading";
      }
      if (turned) purpose += " (turned)";
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
      firstArea = 0;
      return out;
    },
  };
}

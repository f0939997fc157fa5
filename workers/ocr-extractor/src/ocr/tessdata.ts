import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { gunzipSync } from "node:zlib";

const require = createRequire(import.meta.url);

/** Languages whose traineddata ships in `@tesseract.js-data/*` (LSTM "best_int" models). */
export const BUNDLED_LANGUAGES = ["spa", "eng"] as const;
export type BundledLanguage = (typeof BUNDLED_LANGUAGES)[number];

/** The npm folder holding `<lang>.traineddata.gz` for a bundled language. */
export function bundledLangPath(lang: BundledLanguage): string {
  return join(
    dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`)),
    "4.0.0_best_int",
  );
}

/**
 * Makes sure `dir` holds the uncompressed traineddata of every bundled language, unpacked from
 * the npm packages (never downloaded). Both engines read them there: tesseract.js as its cache,
 * the native CLI through --tessdata-dir. Idempotent; each file is written atomically.
 */
export function ensureTessdata(dir: string): string {
  mkdirSync(dir, { recursive: true });
  for (const lang of BUNDLED_LANGUAGES) {
    const target = join(dir, `${lang}.traineddata`);
    if (existsSync(target)) continue;
    const data = gunzipSync(readFileSync(join(bundledLangPath(lang), `${lang}.traineddata.gz`)));
    const temp = `${target}.${process.pid}.tmp`;
    writeFileSync(temp, data);
    renameSync(temp, target);
  }
  return dir;
}

/**
 * Development aid: re-scores the images of a `--dump` folder (written by the phase5_6 bench)
 * through the current ocr-extractor, without generating the corpus or running phase 1 again.
 *
 *   npx tsx test/bench/phase5_6/replay.ts <dump>/photos [out-folder] [--only id,id]
 *     [--configure '{"document_type":"formulario","line_detection":false}' (or an array)]
 *     [--engine native|js]  (native by default)
 *     [--auto]  (read as the pipeline does with no hint: `auto`, upright, the reading kept;
 *                then the true type applied to the kept reading, as if the type were decided)
 *
 * Prints each document's score against its stored one and the misses; with an out-folder,
 * writes each new answer there like the bench's dump.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { compare } from "./corpus-fields";
import type { DocumentTruth } from "./corpus-types";
import { postFile, postJson, startOcr } from "./services";

/** Options that take a value (the next argument). */
const VALUED = new Set(["--only", "--configure", "--engine"]);
const optionAt = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const [dir, out] = process.argv
  .slice(2)
  .filter((a, i, all) => !a.startsWith("--") && !VALUED.has(all[i - 1] ?? ""));
const only = optionAt("--only") ? new Set(optionAt("--only")?.split(",")) : undefined;
// An OCR configuration change first (POST /configure-ocr), to compare a setting.
const configure = optionAt("--configure");
const auto = process.argv.includes("--auto");
if (!dir) throw new Error("usage: replay.ts <dump>/photos [out-folder] [--only id,id]");
const ids = readdirSync(dir)
  .filter((f) => f.endsWith(".json"))
  .map((f) => f.slice(0, -5))
  .filter((id) => !only || only.has(id))
  .sort();
const svc = await startOcr(optionAt("--engine") === "js" ? "js" : "native", 2);
if (configure) {
  const changes = JSON.parse(configure) as unknown;
  for (const change of Array.isArray(changes) ? changes : [changes])
    await postJson(svc, "/configure-ocr", change);
}
let before = 0;
let after = 0;
let total = 0;
let seconds = 0;
const one = async (id: string) => {
  const stored = JSON.parse(readFileSync(join(dir, `${id}.json`), "utf8")) as {
    truth: DocumentTruth;
    score: { matched: number; total: number };
  };
  const started = performance.now();
  const png = readFileSync(join(dir, `${id}.png`));
  // biome-ignore lint/suspicious/noExplicitAny: the answer is compared field by field
  let answer = await postFile<any>(
    svc,
    "/extract-json",
    png,
    "photo.png",
    auto
      ? { document_type: "auto", upright: "true", keep_reading: "true" }
      : { document_type: stored.truth.type },
  );
  if (auto) {
    // The text's own type evidence is kept beside the typed answer.
    const detected = answer.type_detection;
    answer = await postJson(svc, `/readings/${answer.reading.id}/extract-json`, {
      document_type: stored.truth.type,
    });
    answer.type_detection = detected;
  }
  const s = (performance.now() - started) / 1000;
  const score = compare(stored.truth, answer);
  return { id, stored, answer, score, s };
};
try {
  for (let i = 0; i < ids.length; i += 2) {
    const results = await Promise.all(ids.slice(i, i + 2).map(one));
    for (const { id, stored, answer, score, s } of results) {
      before += stored.score.matched;
      after += score.matched;
      total += score.total;
      seconds += s;
      console.log(
        `${id}: ${stored.score.matched} -> ${score.matched}/${score.total} (${s.toFixed(1)} s) ${answer.ocr?.preprocessing?.join(",")}`,
      );
      for (const m of score.misses)
        console.log(
          `    ${m.field}: expected ${JSON.stringify(m.expected)} got ${JSON.stringify(m.got)} raw ${JSON.stringify(m.raw)}`,
        );
      if (out) {
        mkdirSync(out, { recursive: true });
        writeFileSync(
          join(out, `${id}.json`),
          JSON.stringify({ score, truth: stored.truth, answer }, null, 1),
        );
      }
    }
  }
  console.log(
    `fields ${before} -> ${after} of ${total}: ${(before / total).toFixed(3)} -> ${(after / total).toFixed(3)}; ${(seconds / ids.length).toFixed(1)} s/doc`,
  );
} finally {
  await svc.close();
}

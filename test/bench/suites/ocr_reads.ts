import { loadavg } from "node:os";
import sharp from "sharp";
import { openPhase1, type Phase1 } from "../corpus/phase1";
import { countRecognitions, type Recognition } from "../ocr-engines/read-count";
import { postImage, startEngineService } from "../ocr-engines/service";
import type { CorpusModule, DocumentType, GeneratedDocument } from "../phase5_6/corpus-types";
import { rectifyWithCorners } from "../phase5_6/rectify";
import { type BenchResult, type BenchSuite, benchServiceEnv } from "../suite";

/**
 * `npm run bench ocr_reads -- [--n 10] [--seed 7] [--engine native] [--photos]
 *    [--types cedula_identidad,...] [--auto] [--phase1] [--split train|heldout]`
 *
 * Where OCR time goes in /extract-json: every recognition the engine runs for a document,
 * by what asked for it (page reading, orientation search, faint and enlarged second
 * readings, skipped rows, field re-reads, MRZ), with its milliseconds. Corpus scans by
 * default; --photos: the photos flattened with their true corners (phase 1 at its best).
 * The document type is given (as the gateway sends the decided type) unless --auto, and the
 * page is sent `upright` as phase 1 would. --phase1: the photos go through the
 * image-processor's /process in this process, and on as the gateway sends them (`upright`
 * only when phase 1 turned the page by its text lines). --split: the family split (train).
 * Also how long the service's HTTP event loop was held while the requests ran (the
 * service runs in this process; the bench's client shares the loop, so this is an upper bound).
 */
const suite: BenchSuite = {
  name: "ocr_reads",
  description: "/extract-json: recognitions per document by purpose, and their time",
  async run(args: string[]): Promise<BenchResult> {
    const get = (flag: string) => {
      const i = args.indexOf(`--${flag}`);
      return i >= 0 ? args[i + 1] : undefined;
    };
    const n = Number(get("n") ?? 10);
    const seed = Number(get("seed") ?? 7);
    const engine = (get("engine") ?? "native") as "native" | "js";
    const photos = args.includes("--photos");
    const auto = args.includes("--auto");
    const types = get("types")?.split(",") as DocumentType[] | undefined;
    const viaPhase1 = args.includes("--phase1");
    const split = (get("split") ?? "train") as "train" | "heldout";
    const specifier = "@iris/models/corpus";
    const corpus = (await import(specifier)) as CorpusModule;
    const service = await startEngineService(engine, benchServiceEnv());
    const counter = countRecognitions(service.svc.app.pipeline.engine as never);
    const phase1: Phase1 | undefined = viaPhase1 ? await openPhase1() : undefined;
    if (viaPhase1 && !phase1) throw new Error("the image-processor's /process is not available");
    const docs: {
      id: string;
      seconds: number;
      host_cpu_s: number;
      service_cpu_s: number;
      phase1_cpu_s: number;
      image: string;
      calls: Recognition[];
    }[] = [];
    const load = loadavg()[0];
    const loop = new LoopWatch();
    try {
      const generated = corpus.generateCorpus({
        n,
        seed,
        scansOnly: !photos && !viaPhase1,
        split,
        ...(types ? { types } : {}),
      }) as AsyncIterable<GeneratedDocument>;
      let warm = true;
      for await (const doc of generated) {
        // A flattened photo as a lossless PNG can pass MAX_IMAGE_SIZE: sent as a JPEG, as a
        // phone would.
        // CPU of this process (all its threads: phase 1 and the ocr-extractor run in it).
        const p1Cpu0 = process.cpuUsage();
        const p1 = phase1 ? await phase1.process(doc.photo) : undefined;
        const p1Cpu = cpuSeconds(process.cpuUsage(p1Cpu0));
        const image = p1
          ? p1.png
          : photos
            ? await sharp(
                await rectifyWithCorners(
                  doc.photo,
                  doc.truth.photo.corners,
                  doc.truth.scan.width,
                  doc.truth.scan.height,
                ),
              )
                .jpeg({ quality: 92 })
                .toBuffer()
            : doc.scan;
        const upright = p1 ? (p1.data.orientation?.lines ?? 0) > 0 : true;
        const fields: Record<string, string> = {
          document_type: auto ? "auto" : doc.truth.type,
          ...(upright ? { upright: "true" } : {}),
        };
        const size = await sharp(image).metadata();
        if (warm) {
          await postImage(service.svc, "/extract-json", image, "warm.png", fields);
          counter.take();
          warm = false;
        }
        const cpu0 = service.hostCpuSeconds();
        const ownCpu0 = process.cpuUsage();
        const started = performance.now();
        loop.start();
        await postImage(service.svc, "/extract-json", image, `${doc.truth.id}.png`, fields);
        loop.stop();
        docs.push({
          id: doc.truth.id,
          seconds: Math.round(performance.now() - started) / 1000,
          host_cpu_s: Math.round((service.hostCpuSeconds() - cpu0) * 1000) / 1000,
          service_cpu_s: cpuSeconds(process.cpuUsage(ownCpu0)),
          phase1_cpu_s: p1Cpu,
          image: `${size.width}x${size.height}${upright ? " upright" : ""}`,
          calls: counter.take(),
        });
      }
    } finally {
      await service.close();
      await phase1?.close();
    }
    console.error(
      `  [ocr_reads] HTTP event loop held at most ${loop.maxMs} ms; ${loop.over50} times over 50 ms`,
    );
    const byPurpose = new Map<string, { calls: number; ms: number }>();
    for (const doc of docs)
      for (const c of doc.calls) {
        const p = byPurpose.get(c.purpose) ?? { calls: 0, ms: 0 };
        p.calls += 1;
        p.ms += c.ms;
        byPurpose.set(c.purpose, p);
      }
    const totalMs = [...byPurpose.values()].reduce((a, p) => a + p.ms, 0);
    const requestMs = docs.reduce((a, d) => a + d.seconds * 1000, 0);
    const table = [...byPurpose.entries()]
      .sort((a, b) => b[1].ms - a[1].ms)
      .map(([purpose, p]) => ({
        purpose,
        calls_per_doc: Math.round((p.calls / docs.length) * 100) / 100,
        ms_per_doc: Math.round(p.ms / docs.length),
        share_of_ocr: Math.round((p.ms / totalMs) * 1000) / 1000,
      }));
    table.push({
      purpose: "request (wall)",
      calls_per_doc: 1,
      ms_per_doc: Math.round(requestMs / docs.length),
      share_of_ocr: Math.round((totalMs / requestMs) * 1000) / 1000,
    });
    return {
      metrics: {
        engine,
        seed,
        documents: docs.length,
        photos,
        phase1: viaPhase1,
        split,
        cpu_s_per_doc: {
          ocr_hosts: perDoc(docs.map((d) => d.host_cpu_s)),
          ocr_service: perDoc(docs.map((d) => d.service_cpu_s)),
          phase1: perDoc(docs.map((d) => d.phase1_cpu_s)),
        },
        document_type: auto ? "auto" : "given",
        event_loop_held_ms: {
          max: loop.maxMs,
          times_over_50: loop.over50,
        },
        load_average_start: load,
        load_average_end: loadavg()[0],
        by_purpose: table,
        documents_detail: docs,
      },
      table,
    };
  },
};

/**
 * How long the event loop went without running a 10 ms timer, while started (monitorEventLoopDelay
 * counts the time it was disabled into its first sample after enable, so it cannot be paused).
 */
class LoopWatch {
  maxMs = 0;
  over50 = 0;
  private timer: NodeJS.Timeout | undefined;
  private last = 0;

  start(): void {
    this.last = performance.now();
    this.timer = setInterval(() => {
      const now = performance.now();
      const held = Math.round(now - this.last - 10);
      if (held > this.maxMs) this.maxMs = held;
      if (held > 50) this.over50++;
      this.last = now;
    }, 10);
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

function cpuSeconds(usage: NodeJS.CpuUsage): number {
  return Math.round((usage.user + usage.system) / 1000) / 1000;
}

function perDoc(values: number[]): number {
  return Math.round((values.reduce((a, v) => a + v, 0) / Math.max(1, values.length)) * 1000) / 1000;
}

export default suite;

// `npm run soak [-- --duration 60 --clients 200]`: the long part of the reliability suite.
// Starts Redis and iris as `npm start` does (scripts/start.mjs: the four phase services and the
// gateway under `wrangler dev`, supervised); runs `--clients` concurrent clients on cheap
// gateway routes (auth, rate limits, health) plus a trickle of real uploads and pipeline runs
// for `--duration` seconds while it kills each service (npm start must bring it back), slows
// one down, stops Redis; then tries the bad-input catalogue against the services and the
// gateway and the data-directory faults, and writes bench/results/reliability-<timestamp>.json
// with a table. See README.md.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type { PhaseServiceName } from "@iris/e2e/support";
import { freePort, makeImage, startRedis, type TestRedis } from "@iris/kit/testing";
import { generateDocument } from "@iris/models/corpus";
import { percentile } from "../bench/suite";
import {
  type BadInputResult,
  gatewayCases,
  knownBug,
  makeSamples,
  phaseServiceCases,
  sendBadInput,
} from "./inputs";
import { type NpmStart, npmStart } from "./npm-start";
import { type ClientSpec, rateLimitCheck, runClient, type Sample, timed } from "./soak/load";
import {
  runToExit,
  type SlowProxy,
  startServiceProcess,
  startSlowProxy,
  waitHealthy,
} from "./soak/processes";
import { bearer, registerAndLogin, restartRedis, type Tokens } from "./support";

// `wrangler dev` must not fetch the `Request.cf` object (nothing downloads at run time).
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";

const ROOT = join(import.meta.dirname, "..", "..");
const SERVICE_TOKEN = "soak-service-token-0123456789abcdef";
const NAMES: PhaseServiceName[] = [
  "image_processor",
  "ml_embeddings",
  "ml_classifier",
  "ocr_extractor",
];
// Low enough that every key meets its limit at ~25 requests/s over 200 clients.
const ANON_LIMIT = 5;
const USER_LIMIT = 30;
const WINDOW_MS = 60_000;
/** After a fault ends, errors are still attributed to it for this long (breaker recovery + slack). */
const GRACE_MS = 8_000;

const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "60" },
    clients: { type: "string", default: "200" },
    "skip-bad-input": { type: "boolean", default: false },
  },
});
const DURATION_MS = Number(args.duration) * 1000;
const CLIENTS = Number(args.clients);
/** How long a killed service may take to be healthy again under npm start's supervision. */
const RESTART_DEADLINE_MS = 180_000;

interface Fault {
  name: string;
  kind: "kill" | "slow" | "redis" | "data_dir";
  start: number;
  end: number;
  survived: boolean;
  detail: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (line: string) =>
  console.log(`[soak ${new Date().toISOString().slice(11, 19)}] ${line}`);

async function main() {
  const began = performance.now();
  const loadBefore = loadavg();
  const tmp = mkdtempSync(join(tmpdir(), "iris-soak-"));
  const cleanups: (() => Promise<void> | void)[] = [
    () => rmSync(tmp, { recursive: true, force: true }),
  ];
  try {
    // ---- set-up ------------------------------------------------------------------------
    const redis = await startRedis("soak: Redis faults");
    let redisNow: TestRedis | undefined = redis;
    cleanups.push(() => redisNow?.stop());
    // DATA_DIR stays the default (.iris/data, as `npm start` uses): the shipped models and
    // tessdata are prepared there. Shared state goes to Redis.
    const env: Record<string, string> = {
      SERVICE_TOKEN,
      ...(redis ? { REDIS_URL: redis.url } : {}),
    };
    // The gateway reaches ml-classifier through a proxy that can hold its requests.
    const classifierPort = await freePort();
    const proxy: SlowProxy = await startSlowProxy(`http://127.0.0.1:${classifierPort}`);
    cleanups.push(() => proxy.close());
    log("starting iris with npm start (scripts/start.mjs)");
    const iris: NpmStart = await npmStart({
      ...env,
      ML_CLASSIFIER_URL: proxy.url,
      ML_CLASSIFIER_PORT: String(classifierPort),
      LOG_LEVEL: "warn",
      LOG_REQUESTS: "false",
      WRANGLER_LOG: "error",
    });
    cleanups.push(async () => {
      await iris.stop();
    });
    const serviceUrl = (name: PhaseServiceName) => `http://127.0.0.1:${iris.ports[name]}`;
    const url = iris.url;
    // Users first: register and login count against the (default) anonymous budget.
    const users: Tokens[] = [];
    for (let i = 0; i < 11; i++)
      users.push(
        await registerAndLogin(url, `soak${i}@reliability.example.com`, `Soak-pass-${i}-42`),
      );
    const fast = {
      max_retries: 1,
      retry_delay_ms: 100,
      failure_threshold: 3,
      recovery_timeout_ms: 3000,
    };
    const put = await fetch(`${url}/admin/config`, {
      method: "PUT",
      headers: { "content-type": "application/json", "cf-connecting-ip": "10.0.0.1" },
      body: JSON.stringify({
        cache: { enabled: false },
        rate_limiting: {
          max_requests: ANON_LIMIT,
          window_ms: WINDOW_MS,
          rules: {
            authenticated: { max_requests: USER_LIMIT, window_ms: WINDOW_MS },
            processing: { max_requests: 1_000_000, window_ms: 3_600_000 },
          },
        },
        services: {
          image_processor: fast,
          ml_embeddings: fast,
          ml_classifier: { ...fast, timeout: 2000 },
          ocr_extractor: fast,
        },
      }),
    });
    if (put.status !== 200) throw new Error(`PUT /admin/config: ${put.status} ${await put.text()}`);
    const trickleUser = users[10] as Tokens;
    const png = await makeImage(320, 220);
    const photo = (await generateDocument("cedula_identidad", 9301, 0)).photo;

    // ---- load with faults ----------------------------------------------------------------
    const samples: Sample[] = [];
    const trickle: Sample[] = [];
    const faults: Fault[] = [];
    const t0 = performance.now();
    const now = () => performance.now() - t0;
    let faultsDone = false;
    const running = () => now() < DURATION_MS || !faultsDone;
    log(`load: ${CLIENTS} clients for ${DURATION_MS / 1000} s (longer if the faults need it)`);

    const specs: ClientSpec[] = [];
    for (let i = 0; i < CLIENTS; i++) {
      const ip = `10.60.${(i >> 8) & 255}.${i & 255}`;
      if (i % 2 === 0) {
        specs.push({
          key: `ip:${ip}`,
          headers: { "cf-connecting-ip": ip },
          routes: [
            { path: "/services", limited: true, weight: 3 },
            { path: "/api/v1/pipeline/history", limited: true, weight: 2 },
            { path: "/health", limited: false, weight: 2 },
            { path: "/api", limited: false, weight: 1 },
          ],
        });
      } else {
        const u = (i >> 1) % 10;
        specs.push({
          key: `user:${u}`,
          headers: { ...bearer((users[u] as Tokens).access_token), "cf-connecting-ip": ip },
          routes: [
            { path: "/api/v1/auth/profile", limited: true, weight: 3 },
            { path: "/services", limited: true, weight: 2 },
            { path: "/api/v1/pipeline/history", limited: true, weight: 2 },
            { path: "/health", limited: false, weight: 1 },
          ],
        });
      }
    }
    const clients = specs.map((spec) => runClient(url, t0, spec, running, samples));

    const upload = (fields: Record<string, string>, bytes: Uint8Array, name: string) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      form.append("file", new Blob([new Uint8Array(bytes)]), name);
      return form;
    };
    const trickleHeaders = { ...bearer(trickleUser.access_token), "cf-connecting-ip": "10.61.0.1" };
    const uploads = (async () => {
      const routes = [
        "/image-processor/process",
        "/ml-embeddings/embed",
        "/ml-classifier/classify",
        "/ocr-extractor/extract",
      ];
      for (let i = 0; running(); i++) {
        const path = routes[i % routes.length] as string;
        trickle.push(
          await timed(
            t0,
            "trickle",
            path,
            false,
            `${url}${path}`,
            {
              method: "POST",
              headers: trickleHeaders,
              body: upload({}, png, "page.png"),
            },
            90_000,
          ),
        );
        await sleep(500);
      }
    })();
    const pipelines = (async () => {
      while (running()) {
        trickle.push(
          await timed(
            t0,
            "trickle",
            "/process",
            false,
            `${url}/process`,
            {
              method: "POST",
              headers: trickleHeaders,
              body: upload({ document_type: "cedula_identidad" }, photo, "photo.jpg"),
            },
            120_000,
          ),
        );
        await sleep(2000);
      }
    })();

    const faultRunner = (async () => {
      await sleep(Math.min(5000, DURATION_MS / 10));
      for (const name of NAMES) {
        const start = now();
        const pid = iris.pidOf(name);
        let detail = "";
        let survived = true;
        if (pid === undefined) {
          survived = false;
          detail = "no process found under npm start";
        } else {
          log(`fault: kill -9 ${name} (pid ${pid}); npm start must restart it`);
          const mark = iris.output().length;
          process.kill(pid, "SIGKILL");
          try {
            const logged = await iris.waitFor(
              /exited \(SIGKILL\)[^\n]*restarting in [^\n]*/,
              30_000,
              mark,
            );
            await waitHealthy(`${serviceUrl(name)}/health`, RESTART_DEADLINE_MS);
            const again = iris.pidOf(name);
            survived = again !== undefined && again !== pid;
            detail = `npm start logged "${logged}"; healthy again after ${Math.round(now() - start)} ms (pid ${pid} → ${again})`;
          } catch (e) {
            survived = false;
            detail = `not back under npm start: ${(e as Error).message.slice(0, 300)}`;
          }
        }
        faults.push({ name: `kill -9 ${name}`, kind: "kill", start, end: now(), survived, detail });
        await sleep(2000);
      }
      // A slow upstream: every classifier call held 5 s (gateway timeout 2 s, 1 retry).
      {
        const start = now();
        log("fault: ml_classifier answers after 5 s for 8 s");
        proxy.delayMs = 5000;
        // Calls sent while it is slow (besides the trickle's), judged below.
        const calls = [0, 1, 2].map(async (i) => {
          await sleep(i * 2500);
          trickle.push(
            await timed(
              t0,
              "trickle",
              "/ml-classifier/classify",
              false,
              `${url}/ml-classifier/classify`,
              {
                method: "POST",
                headers: trickleHeaders,
                body: upload({}, png, "page.png"),
              },
              90_000,
            ),
          );
        });
        await sleep(8000);
        proxy.delayMs = 0;
        await Promise.all(calls);
        faults.push({
          name: "slow ml_classifier (5 s per call, timeout 2 s)",
          kind: "slow",
          start,
          end: now() + 5000,
          survived: true,
          detail: "judged by the answers below",
        });
      }
      if (redis) {
        const start = now();
        log("fault: Redis stopped for 10 s");
        await redisNow?.stop();
        const seen: Record<string, string> = {};
        const deadline = now() + 10_000;
        while (now() < deadline) {
          await Promise.all(
            (["ml_embeddings", "ml_classifier", "ocr_extractor"] as const).map(async (name) => {
              try {
                const res = await fetch(`${serviceUrl(name)}/health`, {
                  signal: AbortSignal.timeout(15_000),
                });
                const body = (await res.json()) as {
                  data: { checks?: { redis?: { status: string } } };
                };
                const st = body.data.checks?.redis?.status;
                if (st && seen[name] !== "degraded") seen[name] = st;
              } catch (e) {
                seen[name] = `no answer (${(e as Error).message})`;
              }
            }),
          );
          await sleep(1000);
        }
        redisNow = await restartRedis(redis.port);
        const said = Object.entries(seen).map(([k, v]) => `${k}: redis ${v}`);
        const allSaid = Object.values(seen).filter((v) => v === "degraded").length === 3;
        // Health back to healthy on every service.
        let back = true;
        for (const name of ["ml_embeddings", "ml_classifier", "ocr_extractor"] as const) {
          try {
            await waitHealthy(`${serviceUrl(name)}/health`, 30_000);
          } catch {
            back = false;
          }
        }
        faults.push({
          name: "Redis stopped 10 s, restarted",
          kind: "redis",
          start,
          end: now(),
          survived: allSaid && back,
          detail: `${said.join("; ")}${back ? "" : "; a service did not recover"}`,
        });
      }
      faultsDone = true;
    })();

    await faultRunner;
    await Promise.all([...clients, uploads, pipelines]);
    const loadMs = now();
    log(`load done after ${Math.round(loadMs / 1000)} s: ${samples.length} requests`);

    // ---- judge the load --------------------------------------------------------------------
    const windows = faults.map((f) => [f.start, f.end + GRACE_MS] as const);
    const inFault = (s: Sample) => windows.some(([a, b]) => s.sent <= b && s.done >= a);
    const lost = (s: Sample) =>
      s.status === 0 ||
      (s.status >= 500 && s.retryable !== true) ||
      (s.error !== undefined && s.status >= 500);
    const cheap5xx = samples.filter((s) => s.status >= 500 || s.status === 0);
    const trickle5xx = trickle.filter((s) => s.status >= 500 || s.status === 0);
    const trickleUnexplained = trickle5xx.filter((s) => !inFault(s));
    const byStatus: Record<string, number> = {};
    for (const s of samples) byStatus[s.status] = (byStatus[s.status] ?? 0) + 1;
    const trickleByStatus: Record<string, number> = {};
    for (const s of trickle)
      trickleByStatus[`${s.route} ${s.status}${s.code ? ` ${s.code}` : ""}`] =
        (trickleByStatus[`${s.route} ${s.status}${s.code ? ` ${s.code}` : ""}`] ?? 0) + 1;
    const latencies = samples.filter((s) => s.status > 0).map((s) => s.done - s.sent);
    const limits = rateLimitCheck(samples, { ip: ANON_LIMIT, user: USER_LIMIT }, WINDOW_MS);
    const over = limits.filter((r) => r.over > 0);
    // Slow fault: the classifier calls inside it got an answer (retryable error or 200).
    const slow = faults.find((f) => f.kind === "slow");
    if (slow) {
      const during = trickle.filter(
        (s) => s.route === "/ml-classifier/classify" && s.sent >= slow.start && s.sent <= slow.end,
      );
      slow.survived = during.every((s) => !lost(s));
      slow.detail = `${during.length} classifier calls during it: ${during.map((s) => `${s.status}${s.code ? ` ${s.code}` : ""} in ${Math.round(s.done - s.sent)} ms`).join(", ") || "none"}`;
    }
    for (const f of faults.filter((x) => x.kind === "kill")) {
      const during = trickle.filter((s) => s.sent <= f.end + GRACE_MS && s.done >= f.start);
      const bad = during.filter(lost);
      if (bad.length > 0) {
        f.survived = false;
        f.detail += `; ${bad.length} trickle requests lost: ${bad.map((s) => `${s.route} ${s.status} ${s.code ?? s.error ?? ""}`).join(", ")}`;
      } else f.detail += `; ${during.length} trickle requests answered (200 or retryable)`;
    }

    // ---- bad input -----------------------------------------------------------------------------
    const badResults: BadInputResult[] = [];
    if (!args["skip-bad-input"]) {
      log("bad input against the services and the gateway");
      const sampleFiles = await makeSamples();
      for (const c of phaseServiceCases(sampleFiles))
        badResults.push(
          await sendBadInput(serviceUrl(c.target as PhaseServiceName), c, bearer(SERVICE_TOKEN)),
        );
      let ip = 0;
      for (const c of gatewayCases(sampleFiles))
        badResults.push(
          await sendBadInput(url, c, {
            "cf-connecting-ip": `10.62.${(++ip >> 8) & 255}.${ip & 255}`,
          }),
        );
    }
    const healthAfter: Record<string, number> = {};
    for (const name of NAMES)
      healthAfter[name] = (await fetch(`${serviceUrl(name)}/health`)).status;
    healthAfter.gateway = (await fetch(`${url}/health`)).status;

    // ---- data-directory faults (own processes) ---------------------------------------------
    log("data-directory faults");
    for (const name of ["ml_embeddings", "ml_classifier", "ocr_extractor"] as PhaseServiceName[]) {
      const start = now();
      const dir = "/sys/iris-soak-unwritable";
      const run = await runToExit(name, { DATA_DIR: dir, SERVICE_TOKEN });
      faults.push({
        name: `${name} with an unwritable DATA_DIR`,
        kind: "data_dir",
        start,
        end: now(),
        survived: run.code !== 0 && run.code !== null && !run.listened && run.stderr.includes(dir),
        detail: `exit ${run.code}, ${run.listened ? "listened" : "never listened"}, ${run.stderr.includes(dir) ? "names the directory" : "does not name the directory"}`,
      });
    }
    {
      const start = now();
      const dir = join(tmp, "full");
      mkdirSync(dir, { recursive: true });
      const file = join(dir, "index.jsonl");
      writeFileSync(file, "");
      const emb = await startServiceProcess("ml_embeddings", {
        DATA_DIR: dir,
        SIMILARITY_INDEX_FILE: file,
        SERVICE_TOKEN,
      });
      const store = async (s: boolean) => {
        const form = new FormData();
        form.append("store", String(s));
        form.append("file", new Blob([new Uint8Array(png)]), "p.png");
        const res = await fetch(`${emb.url}/embed`, {
          method: "POST",
          body: form,
          headers: bearer(SERVICE_TOKEN),
        });
        const body = (await res.json()) as { error?: { retryable?: boolean } };
        return { status: res.status, retryable: body.error?.retryable };
      };
      const before = await store(true);
      unlinkSync(file);
      symlinkSync("/dev/full", file);
      const full = await store(true);
      const plain = await store(false);
      unlinkSync(file);
      const after = await store(true);
      await emb.kill();
      faults.push({
        name: "ml_embeddings disk full under the similarity index",
        kind: "data_dir",
        start,
        end: now(),
        survived:
          before.status === 200 &&
          full.status >= 500 &&
          full.retryable === true &&
          plain.status === 200 &&
          after.status === 200,
        detail: `store before ${before.status}; on a full disk ${full.status} retryable=${full.retryable}; without store ${plain.status}; after room again ${after.status}`,
      });
    }

    // ---- report --------------------------------------------------------------------------------
    const badFailed = badResults.filter((r) => r.problem && !knownBug(r));
    const badKnown = badResults.filter((r) => knownBug(r));
    const badByKind: Record<string, number> = {};
    for (const r of badResults) badByKind[r.kind] = (badByKind[r.kind] ?? 0) + 1;
    const lostLoad = samples.filter(lost);
    const reloads = [...samples, ...trickle].filter((x) =>
      x.error?.includes("restarted mid-request"),
    );
    const lostTrickle = trickle.filter(lost);
    const report = {
      suite: "reliability",
      started_at: new Date(Date.now() - (performance.now() - began)).toISOString(),
      machine: { cpus: cpus().length, loadavg_before: loadBefore, loadavg_after: loadavg() },
      options: { duration_s: DURATION_MS / 1000, clients: CLIENTS, supervised_by: "npm start" },
      load: {
        clients: CLIENTS,
        seconds: Math.round(loadMs / 100) / 10,
        requests: samples.length,
        per_second: Math.round(samples.length / (loadMs / 1000)),
        by_status: byStatus,
        latency_ms: {
          p50: Math.round(percentile(latencies, 50)),
          p95: Math.round(percentile(latencies, 95)),
          p99: Math.round(percentile(latencies, 99)),
        },
        five_xx_or_no_answer: cheap5xx.length,
        examples: cheap5xx.slice(0, 5),
        held: cheap5xx.length === 0,
      },
      trickle: {
        requests: trickle.length,
        by_route_status: trickleByStatus,
        five_xx_or_no_answer: trickle5xx.length,
        outside_fault_windows: trickleUnexplained.length,
        examples_outside: trickleUnexplained.slice(0, 5),
      },
      rate_limits: {
        window_ms: WINDOW_MS,
        limits: { anonymous_per_ip: ANON_LIMIT, per_user: USER_LIMIT },
        keys: limits.length,
        keys_over: over.length,
        granted_total: limits.reduce((a, r) => a + r.granted, 0),
        refused_total: limits.reduce((a, r) => a + r.refused, 0),
        keys_at_bound: limits.filter((r) => r.granted === r.bound).length,
        worst: [...limits].sort((a, b) => b.granted - b.bound - (a.granted - a.bound)).slice(0, 5),
        exact: over.length === 0,
      },
      faults,
      bad_inputs: {
        tried: badResults.length,
        documented_answer: badResults.filter((r) => !r.problem).length,
        known_bugs: badKnown.length,
        failed: badFailed.length,
        failures: badFailed,
        known: badKnown.map((r) => ({ name: r.name, status: r.status, bug: knownBug(r) })),
        by_kind: badByKind,
        health_after: healthAfter,
      },
      requests_lost: {
        total: lostLoad.length + lostTrickle.length,
        /**
         * Non-JSON 503 "Your worker restarted mid-request" from wrangler's dev proxy: its answer
         * to any non-GET request whose Worker invocation failed (it compares URLs with and
         * without the path, so it always takes the "restarted" branch), or to a real rebuild.
         */
        dev_proxy_503_answers: reloads.length,
        load: lostLoad.length,
        trickle: lostTrickle.length,
        examples: [...lostLoad, ...lostTrickle].slice(0, 10),
      },
      total_seconds: 0,
    };
    report.total_seconds = Math.round((performance.now() - began) / 100) / 10;
    const outDir = join(ROOT, "bench", "results");
    mkdirSync(outDir, { recursive: true });
    const file = join(outDir, `reliability-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    const rows = [
      {
        check: "load held (no 5xx / no answer on cheap routes)",
        result: `${report.load.held ? "yes" : "NO"}: ${samples.length} requests, ${cheap5xx.length} 5xx/no answer, ${report.load.per_second}/s, p95 ${report.load.latency_ms.p95} ms`,
      },
      {
        check: "rate limits exact",
        result: `${report.rate_limits.exact ? "yes" : "NO"}: ${limits.length} keys, ${over.length} over the GCRA bound, ${report.rate_limits.keys_at_bound} at it`,
      },
      {
        check: "faults survived",
        result: `${faults.filter((f) => f.survived).length} / ${faults.length}`,
      },
      ...faults.map((f) => ({
        check: `  ${f.name}`,
        result: `${f.survived ? "ok" : "NOT SURVIVED"}: ${f.detail.slice(0, 160)}`,
      })),
      {
        check: "trickle (uploads, pipelines)",
        result: `${trickle.length} requests, ${trickle5xx.length} 5xx/no answer (${trickleUnexplained.length} outside fault windows)`,
      },
      {
        check: "bad inputs tried",
        result: `${badResults.length}: ${report.bad_inputs.documented_answer} documented answer, ${badKnown.length} known bugs, ${badFailed.length} other failures`,
      },
      {
        check: "requests lost",
        result: `${report.requests_lost.total} (load ${lostLoad.length}, trickle ${lostTrickle.length})`,
      },
      {
        check: "soak wall time",
        result: `${report.total_seconds} s; load average ${loadBefore.map((x) => x.toFixed(2)).join(" ")} → ${loadavg()
          .map((x) => x.toFixed(2))
          .join(" ")}`,
      },
    ];
    console.table(rows);
    log(`report: ${file}`);
    return report.requests_lost.total === 0 && report.load.held && report.rate_limits.exact ? 0 : 1;
  } finally {
    for (const c of cleanups.reverse()) {
      try {
        await c();
      } catch {
        // best effort
      }
    }
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(2);
  },
);

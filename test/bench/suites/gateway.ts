/**
 * `npm run bench gateway [requests] [limiterDecisions]`: the gateway under `wrangler dev`.
 *
 * 1. Added latency of auth (JWT verify + D1 revocation check) + rate limit (run-time config
 *    + one Durable Object call) + zod validation: the same tiny handler served bare
 *    (/__bench/plain) and guarded (/__bench/guarded), requests interleaved, one at a time,
 *    measured by the client; p50 / p95 of each and of the difference.
 * 2. Rate-limiter decisions per second, measured inside workerd (/__bench/limiter): one hot
 *    key, and spread over 1000 keys.
 */
import { loadavg } from "node:os";
import { BENCH_ENTRYPOINT, startGateway } from "../../browser/start-gateway";
import { type BenchSuite, percentile } from "../suite";

const ms = (v: number) => Math.round(v * 1000) / 1000;
const log = (line: string) =>
  console.error(`  [gateway] ${line} (load ${(loadavg()[0] ?? 0).toFixed(2)})`);

async function timed(url: string, init: RequestInit): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, init);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return performance.now() - started;
}

const suite: BenchSuite = {
  name: "gateway",
  description: "added latency of auth + rate limit + validation; rate-limiter decisions/s",
  async run(args) {
    const requests = Number(args[0] ?? 1000);
    const decisions = Number(args[1] ?? 3000);
    const gateway = await startGateway(
      // One bench user makes thousands of requests: keep the limiter deciding, never refusing.
      { RATE_LIMIT_AUTHENTICATED_MAX: "1000000000" },
      undefined,
      // /__bench/* exists only in the benchmark's Worker entry, never in the production one.
      BENCH_ENTRYPOINT,
    );
    log(`gateway up at ${gateway.url}`);
    try {
      const email = `bench-${Date.now()}@example.com`;
      const password = "bench-password-123";
      const json = { "content-type": "application/json" };
      await fetch(`${gateway.url}/api/v1/auth/register`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ email, password }),
      });
      const login = await fetch(`${gateway.url}/api/v1/auth/login`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ email, password }),
      });
      const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
      const body = JSON.stringify({ name: "bench", count: 7 });
      const plain = { method: "POST", headers: json, body };
      const guarded = {
        method: "POST",
        headers: { ...json, authorization: `Bearer ${token}` },
        body,
      };

      for (let i = 0; i < 100; i++) {
        await timed(`${gateway.url}/__bench/plain`, plain);
        await timed(`${gateway.url}/__bench/guarded`, guarded);
      }
      const bare: number[] = [];
      const full: number[] = [];
      for (let i = 0; i < requests; i++) {
        // Alternate which goes first so neither always gets the warmer connection.
        if (i % 2 === 0) {
          bare.push(await timed(`${gateway.url}/__bench/plain`, plain));
          full.push(await timed(`${gateway.url}/__bench/guarded`, guarded));
        } else {
          full.push(await timed(`${gateway.url}/__bench/guarded`, guarded));
          bare.push(await timed(`${gateway.url}/__bench/plain`, plain));
        }
      }

      log(
        `latency: plain p50 ${ms(percentile(bare, 50))} ms, guarded p50 ${ms(percentile(full, 50))} ms`,
      );
      let hung = 0;
      /** One /__bench/limiter call; a call that does not answer within 20 s counts as hung. */
      const limiter = async (keys: number, n: number, run: string, from = 0) => {
        const url = `${gateway.url}/__bench/limiter?keys=${keys}&n=${n}&concurrency=32&run=${run}&start=${from}`;
        const res = await fetch(url, {
          headers: { authorization: `Bearer ${token}` },
          signal: AbortSignal.timeout(20_000),
        }).catch(() => undefined);
        if (!res) {
          hung++;
          log(`limiter call (${keys} keys from ${from}, ${n} decisions) did not answer in 20 s`);
          return undefined;
        }
        if (res.status !== 200) throw new Error(`limiter bench: ${res.status} ${await res.text()}`);
        return (await res.json()) as { seconds: number };
      };
      /** Decisions per second over `keys` objects, in calls of at most 100 keys. */
      const pass = async (keys: number, perKey: number, run: string) => {
        let seconds = 0;
        let done = 0;
        for (let from = 0; from < keys; from += 100) {
          const chunk = Math.min(100, keys - from);
          const r = await limiter(chunk, chunk * perKey, run, from);
          if (r) {
            seconds += r.seconds;
            done += chunk * perKey;
          }
        }
        return done / seconds;
      };
      const measure = async (keys: number) => {
        const run = crypto.randomUUID();
        // The first touch creates each object (storage, constructor): measured apart.
        const firstTouch = await pass(keys, 1, run);
        const perKey = Math.max(1, Math.round(decisions / keys));
        const runs: number[] = [];
        for (let r = 0; r < 3; r++) runs.push(await pass(keys, perKey, run));
        log(`limiter ${keys} key(s): ${runs.map(Math.round).join(", ")} decisions/s`);
        return {
          first_touch_per_second: Math.round(firstTouch),
          runs: runs.map(Math.round),
          median: Math.round(percentile(runs, 50)),
        };
      };
      const hot = await measure(1);
      const spread = await measure(1000);

      const p = (values: number[], q: number) => ms(percentile(values, q));
      const metrics = {
        requests_per_route: requests,
        latency_ms: {
          plain: { p50: p(bare, 50), p95: p(bare, 95) },
          guarded: { p50: p(full, 50), p95: p(full, 95) },
          added: { p50: ms(p(full, 50) - p(bare, 50)), p95: ms(p(full, 95) - p(bare, 95)) },
        },
        limiter_decisions_per_second: { one_hot_key: hot, across_1000_keys: spread },
        decisions_per_run: decisions,
        limiter_calls_hung: hung,
        load_average_at_end: loadavg()[0],
      };
      return {
        metrics,
        table: [
          {
            measure: "plain route p50 / p95 (ms)",
            value: `${metrics.latency_ms.plain.p50} / ${metrics.latency_ms.plain.p95}`,
          },
          {
            measure: "guarded route p50 / p95 (ms)",
            value: `${metrics.latency_ms.guarded.p50} / ${metrics.latency_ms.guarded.p95}`,
          },
          {
            measure: "added by auth+limit+validation p50 / p95 (ms)",
            value: `${metrics.latency_ms.added.p50} / ${metrics.latency_ms.added.p95}`,
          },
          { measure: "limiter decisions/s, one hot key (median of 3)", value: hot.median },
          { measure: "limiter decisions/s, 1000 warm keys (median of 3)", value: spread.median },
          {
            measure: "limiter first touch of a key (objects created/s)",
            value: spread.first_touch_per_second,
          },
        ],
      };
    } finally {
      await gateway.close();
    }
  },
};

export default suite;

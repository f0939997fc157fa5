import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { makeImage } from "@iris/kit/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type NpmStart, npmStart } from "./npm-start";

// `npm start` as a user runs it (issue 25, findings 2 and 10): it supervises the processes it
// starts — a service killed mid-request is started again while the gateway stays up and
// answers — the service token is on no command line, and Ctrl-C still stops everything.

const TOKEN = `npm-start-token-${randomBytes(12).toString("hex")}`;
let iris: NpmStart;
/** What a caller got who sent documents the moment the gateway first answered. */
const early: { status: number; code?: string; body?: string }[] = [];

beforeAll(async () => {
  iris = await npmStart({ SERVICE_TOKEN: TOKEN, LOG_REQUESTS: "false" }, async (url) => {
    const deadline = Date.now() + 300_000;
    while (Date.now() < deadline) {
      // The gateway's own health report (a JSON status), not whatever else answers the port.
      const health = await fetch(`${url}/health`)
        .then((res) => res.json() as Promise<{ status?: string }>)
        .catch(() => undefined);
      if (health?.status) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const png = new Uint8Array(await makeImage(900, 600)) as Uint8Array<ArrayBuffer>;
    const send = async (body: Uint8Array<ArrayBuffer>, name: string) => {
      const form = new FormData();
      form.append("file", new Blob([body]), name);
      const res = await fetch(`${url}/process`, { method: "POST", body: form });
      // The body is kept as text: a failure then shows what came back, not a parse error.
      const text = await res.text();
      let code: string | undefined;
      try {
        code = (JSON.parse(text) as { error?: { code?: string } }).error?.code;
      } catch {
        early.push({ status: res.status, body: text.slice(0, 300) });
        return;
      }
      early.push({ status: res.status, code });
    };
    for (let i = 0; i < 3; i++) await send(png, "page.png");
    await send(new TextEncoder().encode("not a document"), "notes.txt");
  });
}, 330_000);

afterAll(async () => {
  await iris?.stop();
}, 60_000);

/** Command lines of every process on the machine that contain `text`. */
function commandLinesWith(text: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const cmd = readFileSync(`/proc/${entry}/cmdline`, "utf8").replaceAll("\0", " ");
      if (cmd.includes(text)) found.push(`${entry}: ${cmd.slice(0, 200)}`);
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/** Whether a process is still there. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("npm start", () => {
  it("answers documents sent the moment the gateway first listens", () => {
    // The gateway starts once the services answer: a caller never meets a circuit breaker
    // that its services' loading opened (three refused calls would close OCR for 90 s).
    expect(early.slice(0, 3)).toEqual([{ status: 200 }, { status: 200 }, { status: 200 }]);
    expect(early[3]).toMatchObject({ status: 415 });
  });

  it("puts the service token on no command line", () => {
    // The five processes are up and use the token (the gateway reached all four services).
    expect(iris.descendants().size).toBeGreaterThanOrEqual(5);
    expect(commandLinesWith(TOKEN)).toEqual([]);
  });

  it("restarts a service killed during /process, and the gateway answers meanwhile", async () => {
    const ocr = iris.pidOf("ocr_extractor");
    expect(ocr).toBeDefined();
    const mark = iris.output().length;
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(await makeImage(900, 600))]), "page.png");
    const run = fetch(`${iris.url}/process`, { method: "POST", body: form }).then(
      async (res) => ({ status: res.status, body: await res.text() }),
      (error: Error) => ({ status: 0, body: error.message }),
    );
    await new Promise((r) => setTimeout(r, 1500));
    process.kill(ocr as number, "SIGKILL");

    // The client gets an HTTP answer: the run's result, or the documented retryable 503.
    const answer = await run;
    expect([200, 503]).toContain(answer.status);
    if (answer.status === 503)
      expect(JSON.parse(answer.body)).toMatchObject({
        success: false,
        error: { code: "SERVICE_UNAVAILABLE", retryable: true },
      });
    expect((await fetch(`${iris.url}/health`)).status).toBeLessThan(600);

    await iris.waitFor(/ocr-extractor exited \(SIGKILL\).*restarting in/, 30_000, mark);
    const deadline = Date.now() + 180_000;
    let healthy = false;
    while (!healthy && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 1000));
      const res = await fetch(`http://127.0.0.1:${iris.ports.ocr_extractor}/health`).catch(
        () => undefined,
      );
      healthy = res?.status === 200;
    }
    expect(healthy).toBe(true);
    expect(iris.pidOf("ocr_extractor")).not.toBe(ocr);
    // Nothing else was stopped.
    expect(iris.output().slice(mark)).not.toMatch(/stopping iris|stopping…/);
  }, 240_000);

  it("stops everything on Ctrl-C while the services are still loading", async () => {
    // Ctrl-C before the gateway starts: nothing is started after it, nothing outlives it.
    const early = await npmStart(
      { LOG_REQUESTS: "false" },
      undefined,
      /image-processor\s*│.*listening on/,
    );
    const seen = [...early.descendants().keys()];
    expect(await early.stop()).toBe(0);
    expect(early.output()).not.toContain("starting the gateway");
    expect(early.output()).not.toMatch(/gateway\s*│/);
    for (let i = 0; i < 50 && seen.some(isAlive); i++) await new Promise((r) => setTimeout(r, 100));
    expect(seen.filter(isAlive)).toEqual([]);
    expect(commandLinesWith(`--port ${new URL(early.url).port}`)).toEqual([]);
  }, 120_000);

  it("stops everything on Ctrl-C", async () => {
    const pids = [...iris.descendants().keys()];
    expect(pids.length).toBeGreaterThanOrEqual(5);
    expect(await iris.stop()).toBe(0);
    // start.mjs waits for its children; workerd (wrangler's) may take a moment longer.
    for (let i = 0; i < 50 && pids.some(isAlive); i++) await new Promise((r) => setTimeout(r, 100));
    expect(pids.filter(isAlive)).toEqual([]);
  }, 60_000);
});

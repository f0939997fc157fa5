import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { type PhaseServices, startPhaseServices } from "@iris/e2e/support";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DevGateway, startGateway } from "./start-gateway";

const CHROMIUM = "/usr/bin/chromium";
const haveChromium = existsSync(CHROMIUM);
if (!haveChromium)
  console.warn(`[browser] ${CHROMIUM} not found: skipping the headless-Chromium dashboard test`);

/** Where the screenshot goes (git-ignored). */
const ARTIFACTS = join(import.meta.dirname, ".artifacts");

describe.skipIf(!haveChromium)(
  "/status dashboard in headless Chromium (gateway under wrangler dev)",
  () => {
    let services: PhaseServices;
    let gateway: DevGateway;
    let browser: Browser;

    beforeAll(async () => {
      services = await startPhaseServices({});
      gateway = await startGateway({
        IMAGE_PROCESSOR_URL: services.urls.image_processor,
        ML_EMBEDDINGS_URL: services.urls.ml_embeddings,
        ML_CLASSIFIER_URL: services.urls.ml_classifier,
        OCR_EXTRACTOR_URL: services.urls.ocr_extractor,
      });
      browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
      });
    }, 180_000);

    afterAll(async () => {
      await browser?.close();
      await gateway?.close();
      await services?.close();
    });

    it("renders live figures, service health and breakers, alerts and runs, with no console or CSP error", async () => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
      const problems: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error" || msg.type() === "warning")
          problems.push(`${msg.type()}: ${msg.text()}`);
      });
      page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
      page.on("requestfailed", (req) => problems.push(`requestfailed: ${req.url()}`));
      await page.exposeFunction("reportViolation", (text: string) => problems.push(`csp: ${text}`));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (e) => {
          (window as unknown as { reportViolation(t: string): void }).reportViolation(
            `${e.violatedDirective} blocked ${e.blockedURI}`,
          );
        });
      });

      for (let i = 0; i < 5; i++) await fetch(`${gateway.url}/api`);
      const response = await page.goto(`${gateway.url}/status`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");

      // Four services, each with a health and a breaker state.
      await page.waitForFunction(
        () => document.querySelectorAll("#services tbody tr").length === 4,
        null,
        {
          timeout: 30_000,
        },
      );
      const rows = await page.locator("#services tbody tr").allTextContents();
      for (const name of ["image_processor", "ml_embeddings", "ml_classifier", "ocr_extractor"]) {
        const row = rows.find((r) => r.includes(name)) ?? "";
        expect(row).toMatch(/healthy|degraded/);
        expect(row).toContain("closed");
      }
      expect(await page.locator("#alerts tbody tr").count()).toBe(4);
      expect(await page.locator("#alerts").textContent()).toContain(
        "error rate above 0.05 for 5 min",
      );

      // Live: a run and more traffic show up on the page without a reload.
      const unreadable = new FormData();
      unreadable.append(
        "file",
        new Blob([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])]),
        "x.png",
      );
      const run = await fetch(`${gateway.url}/process`, { method: "POST", body: unreadable });
      const runId = ((await run.json()) as { pipeline_id: string }).pipeline_id;
      await page.waitForFunction(
        (id) => (document.getElementById("runs")?.textContent ?? "").includes(id.slice(0, 8)),
        runId,
        { timeout: 20_000 },
      );
      expect(await page.locator("#runs tbody tr").first().textContent()).toContain("failed");
      const total = async () =>
        Number(((await page.locator("#limited").textContent()) ?? "").split("·")[1]);
      const before = await total();
      for (let i = 0; i < 20; i++) await fetch(`${gateway.url}/api`);
      await page.waitForFunction(
        (n) =>
          Number((document.getElementById("limited")?.textContent ?? "").split("·")[1]) >= n + 20,
        before,
        { timeout: 20_000 },
      );
      expect(await page.locator("#rps").textContent()).not.toBe("–");

      mkdirSync(ARTIFACTS, { recursive: true });
      const file = join(ARTIFACTS, "status-dashboard.png");
      await page.screenshot({ path: file, fullPage: true });
      expect(existsSync(file)).toBe(true);
      expect(problems).toEqual([]);
      await page.close();
    });
  },
);

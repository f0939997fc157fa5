import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DevGateway, startGateway } from "./start-gateway";

const CHROMIUM = "/usr/bin/chromium";
const haveChromium = existsSync(CHROMIUM);
if (!haveChromium)
  console.warn(`[browser] ${CHROMIUM} not found: skipping the headless-Chromium docs test`);

describe.skipIf(!haveChromium)("API docs in headless Chromium (gateway under wrangler dev)", () => {
  let gateway: DevGateway;
  let browser: Browser;

  beforeAll(async () => {
    // Production mode: the docs must be public and work under the production CSP too.
    gateway = await startGateway({ ENVIRONMENT: "production" });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await gateway?.close();
  });

  for (const path of ["/api-docs", "/docs"]) {
    it(`renders every operation at ${path} without console or CSP errors`, async () => {
      const page = await browser.newPage();
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

      const response = await page.goto(`${gateway.url}${path}`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["content-security-policy"]).toContain("default-src 'self'");

      await page.waitForSelector(".opblock", { timeout: 30_000 });
      const operations = await page.locator(".opblock").count();
      const doc = (await (await fetch(`${gateway.url}/openapi.json`)).json()) as {
        paths: Record<string, object>;
      };
      const expected = Object.values(doc.paths).reduce((n, ops) => n + Object.keys(ops).length, 0);
      expect(operations).toBe(expected);
      // Swagger UI puts zero-width break opportunities inside long paths.
      const text = ((await page.locator("#swagger-ui").textContent()) ?? "").replace(/\u200b/g, "");
      for (const route of [
        "/api/v1/auth/login",
        "/process",
        "/admin/config",
        "/ocr-extractor/extract_json",
      ]) {
        expect(text).toContain(route);
      }
      // Opening an operation renders its schema (the UI is live, not just a list).
      await page.locator(".opblock-summary", { hasText: "/api/v1/auth/login" }).first().click();
      await page.waitForSelector(".opblock.is-open .opblock-body", { timeout: 10_000 });

      expect(problems).toEqual([]);
      await page.close();
    });
  }
});

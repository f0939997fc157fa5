import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DevGateway, freshState, startGateway } from "./start-gateway";

const ROOT = join(import.meta.dirname, "..", "..");

/** Runs the documented first-admin command against a local state directory. */
function createAdmin(email: string, persistTo: string, stdin?: string) {
  const result = spawnSync(
    process.execPath,
    [
      join(ROOT, "edge", "scripts", "create-admin.mjs"),
      "--email",
      email,
      "--persist-to",
      persistTo,
      ...(stdin ? ["--password-stdin"] : []),
    ],
    { cwd: ROOT, encoding: "utf8", input: stdin },
  );
  if (result.status !== 0) throw new Error(result.stderr || result.stdout);
  return result.stdout;
}

describe("first admin (admin:create) on a gateway under wrangler dev", () => {
  let gateway: DevGateway;
  let password: string;
  const email = "root@example.com";

  beforeAll(async () => {
    const persistTo = freshState();
    const out = createAdmin(email, persistTo);
    password = /password \(shown once, store it now\): (\S+)/.exec(out)?.[1] ?? "";
    gateway = await startGateway({ ENVIRONMENT: "production" }, persistTo);
  }, 120_000);

  afterAll(async () => {
    await gateway?.close();
  });

  it("creates an admin who can log in and reach the admin routes in production", async () => {
    expect(password.length).toBeGreaterThanOrEqual(20);
    const login = await fetch(`${gateway.url}/api/v1/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(200);
    const { data } = (await login.json()) as {
      data: { access_token: string; user: { role: string } };
    };
    expect(data.user.role).toBe("admin");
    const config = await fetch(`${gateway.url}/admin/config`, {
      headers: { authorization: `Bearer ${data.access_token}` },
    });
    expect(config.status).toBe(200);
    expect((await fetch(`${gateway.url}/admin/config`)).status).toBe(401);
  });

  it("refuses a password that breaks the policy", () => {
    expect(() => createAdmin("weak@example.com", gateway.persistTo, "short\n")).toThrow(/password/);
  });
});

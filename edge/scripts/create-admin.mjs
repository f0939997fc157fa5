// `npm run admin:create -w edge -- --email EMAIL [--remote] [--password-stdin] [--reset-password]
//  [--persist-to DIR]`
//
// Creates the first admin (or promotes an existing user to admin) directly in the gateway's
// D1 database through `wrangler d1 execute`: --local (default; the database `npm start` uses)
// or --remote (the deployed one). The password is read from stdin with --password-stdin, or
// generated and printed once. The hash is PBKDF2-SHA-256 at 100 000 iterations, the same
// format the gateway writes. Node built-ins only.
import { spawnSync } from "node:child_process";
import { pbkdf2Sync, randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const WRANGLER = join(ROOT, "node_modules", "wrangler", "bin", "wrangler.js");
const ITERATIONS = 100_000;

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    remote: { type: "boolean", default: false },
    "password-stdin": { type: "boolean", default: false },
    "reset-password": { type: "boolean", default: false },
    "persist-to": { type: "string" },
    help: { type: "boolean", default: false },
  },
});

if (values.help || !values.email) {
  console.log(
    "usage: npm run admin:create -w edge -- --email EMAIL [--remote] [--password-stdin] [--reset-password] [--persist-to DIR]",
  );
  process.exit(values.help ? 0 : 2);
}

const email = values.email.trim().toLowerCase();
// Strict on purpose: the address ends up in SQL text, so no quotes or spaces can pass.
if (!/^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/.test(email)) fail(`not an email address: ${email}`);

const generated = !values["password-stdin"];
const password = generated
  ? randomBytes(18).toString("base64url")
  : readFileSync(0, "utf8").replace(/\r?\n$/, "");
const problem = policy(password, email);
if (problem) fail(`password ${problem}`);

const now = Math.floor(Date.now() / 1000);
const hash = hashPassword(password);
const target = values.remote
  ? ["--remote"]
  : ["--local", ...(values["persist-to"] ? ["--persist-to", values["persist-to"]] : [])];

if (!values.remote) {
  wrangler(["d1", "migrations", "apply", "DB", ...target]);
}
const onConflict = values["reset-password"]
  ? `role = 'admin', password_hash = excluded.password_hash, disabled = 0, updated_at = ${now}`
  : `role = 'admin', disabled = 0, updated_at = ${now}`;
const sql = `INSERT INTO users (id, email, password_hash, role, created_at, updated_at)
VALUES ('${randomUUID()}', '${email}', '${hash}', 'admin', ${now}, ${now})
ON CONFLICT (email) DO UPDATE SET ${onConflict};
SELECT id, email, role, password_hash = '${hash}' AS password_set FROM users WHERE email = '${email}';`;
const out = wrangler(["d1", "execute", "DB", ...target, "--json", "--command", sql]);
const rows = JSON.parse(out).flatMap((r) => r.results ?? []);
const row = rows.find((r) => r.email === email);
if (row?.role !== "admin") fail(`the database did not confirm the admin: ${out}`);

console.log(
  `admin ready: ${row.email} (id ${row.id}) in the ${values.remote ? "remote" : "local"} database`,
);
if (row.password_set) {
  if (generated) console.log(`password (shown once, store it now): ${password}`);
} else {
  console.log(
    "existing user promoted; their password is unchanged (--reset-password sets a new one)",
  );
}

function hashPassword(plain) {
  const salt = randomBytes(16);
  const derived = pbkdf2Sync(plain, salt, ITERATIONS, 32, "sha256");
  return `pbkdf2-sha256$${ITERATIONS}$${salt.toString("base64url")}$${derived.toString("base64url")}`;
}

/** The gateway's password policy (edge/src/auth/passwords.ts). */
function policy(plain, address) {
  if (plain.length < 10) return "must be at least 10 characters";
  if (plain.length > 128) return "must be at most 128 characters";
  if (!/\p{L}/u.test(plain) || !/[^\p{L}]/u.test(plain))
    return "must mix letters with digits or symbols";
  const local = address.split("@")[0];
  if (local.length >= 4 && plain.toLowerCase().includes(local))
    return "must not contain the email address";
  return undefined;
}

function wrangler(args) {
  const result = spawnSync(
    process.execPath,
    [WRANGLER, ...args, "--config", join(ROOT, "wrangler.toml")],
    {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, CI: "1" },
    },
  );
  if (result.status !== 0)
    fail(`wrangler ${args.slice(0, 2).join(" ")} failed:\n${result.stderr || result.stdout}`);
  return result.stdout;
}

function fail(message) {
  console.error(`admin:create: ${message}`);
  process.exit(1);
}

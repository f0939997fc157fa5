import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentTruth } from "./types.ts";

const run = promisify(execFile);
const CLI = join(dirname(fileURLToPath(import.meta.url)), "cli.ts");

/** Runs the CLI in a child process, as `npm run corpus` does. */
function corpus(...args: string[]) {
  return run(process.execPath, ["--import", "tsx", CLI, ...args], {
    cwd: dirname(CLI),
    timeout: 120_000,
  });
}

describe("corpus CLI", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "iris-corpus-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("writes the flat layout with an index, progress and a summary", async () => {
    const out = join(dir, "flat");
    const { stdout } = await corpus("--out", out, "--n", "5", "--seed", "3");
    expect(stdout).toMatch(/\[5\/5\] formulario-3-4/);
    expect(stdout).toMatch(/done: 5 documents in [\d.]+ s/);
    const index = JSON.parse(await readFile(join(out, "index.json"), "utf8"));
    expect(index.documents.map((d: { type: string }) => d.type)).toEqual([
      "cedula_identidad",
      "ficha_residencia",
      "pasaporte",
      "factura",
      "formulario",
    ]);
    for (const { id } of index.documents as { id: string }[]) {
      expect((await readdir(join(out, id))).sort()).toEqual([
        "photo.jpg",
        "scan.png",
        "truth.json",
      ]);
      const truth: DocumentTruth = JSON.parse(await readFile(join(out, id, "truth.json"), "utf8"));
      expect(truth.id).toBe(id);
      const scan = await sharp(join(out, id, "scan.png")).metadata();
      expect([scan.format, scan.width, scan.height]).toEqual([
        "png",
        truth.scan.width,
        truth.scan.height,
      ]);
      const photo = await sharp(join(out, id, "photo.jpg")).metadata();
      expect([photo.format, photo.width, photo.height]).toEqual([
        "jpeg",
        truth.photo.width,
        truth.photo.height,
      ]);
    }
  });

  it("writes the ImageFolder layout: photos by type, truth apart", async () => {
    const out = join(dir, "folders");
    await corpus(
      "--out",
      out,
      "--n",
      "2",
      "--seed",
      "4",
      "--types",
      "factura,pasaporte",
      "--layout",
      "imagefolder",
    );
    expect((await readdir(out)).sort()).toEqual(["factura", "index.json", "pasaporte", "truth"]);
    // Indices are places in the five-type round robin, so a subset keeps the full corpus's ids.
    expect(await readdir(join(out, "factura"))).toEqual(["factura-4-3.jpg"]);
    expect(await readdir(join(out, "pasaporte"))).toEqual(["pasaporte-4-2.jpg"]);
    expect((await readdir(join(out, "truth"))).sort()).toEqual([
      "factura-4-3.json",
      "pasaporte-4-2.json",
    ]);
  });

  it("writes held-out documents when asked, and says so", async () => {
    const out = join(dir, "heldout");
    const { stdout } = await corpus(
      "--out",
      out,
      "--n",
      "2",
      "--seed",
      "5",
      "--split",
      "heldout",
      "--scans-only",
    );
    expect(stdout).toMatch(/never develop against them/);
    const index = JSON.parse(await readFile(join(out, "index.json"), "utf8"));
    expect(index.split).toBe("heldout");
    for (const doc of index.documents as { id: string; split: string; family: string }[]) {
      expect(doc.split).toBe("heldout");
      expect(doc.id).toMatch(/-heldout-/);
      expect((await readdir(join(out, doc.id))).sort()).toEqual(["scan.png", "truth.json"]);
    }
  });

  it("rejects bad arguments with a usage line and exit code 2", async () => {
    const failure = await corpus("--out", join(dir, "bad"), "--n", "2", "--types", "recibo").catch(
      (e) => e,
    );
    expect(failure.code).toBe(2);
    expect(failure.stderr).toMatch(/unknown type "recibo"/);
    expect(failure.stderr).toMatch(/usage: corpus/);
    const split = await corpus("--out", join(dir, "bad"), "--n", "2", "--split", "test").catch(
      (e) => e,
    );
    expect(split.code).toBe(2);
    expect(split.stderr).toMatch(/--split must be train, heldout or all/);
  });
});

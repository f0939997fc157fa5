import { existsSync, mkdtempSync, rmSync, symlinkSync, unlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MemoryIndex } from "./memory-index";
import type { IndexEntry } from "./similarity-index";

const dir = mkdtempSync(join(tmpdir(), "iris-index-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const entry = (id: string): IndexEntry => ({
  id,
  model: "m",
  embedding: Float32Array.from([1, 0, 0]),
  metadata: { filename: `${id}.png` },
  created_at: new Date().toISOString(),
});

describe.skipIf(!existsSync("/dev/full"))("the in-process similarity index on a full disk", () => {
  it("fails the store that could not be written, keeps nothing of it, and writes again later", async () => {
    const file = join(dir, "index.jsonl");
    const index = await MemoryIndex.open(file);
    await index.add([entry("a")]);

    unlinkSync(file);
    symlinkSync("/dev/full", file); // every append fails with ENOSPC, as on a full disk
    await expect(index.add([entry("b")])).rejects.toThrow(/ENOSPC|no space/i);
    expect(await index.count("m")).toBe(1);

    unlinkSync(file);
    await index.add([entry("c")]);
    await index.close();
    const reopened = await MemoryIndex.open(file);
    expect((await reopened.entries("m")).map((e) => e.id)).toEqual(["c"]);
    expect(await index.count("m")).toBe(2);
  });
});

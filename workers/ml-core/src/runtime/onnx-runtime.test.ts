import { describe, expect, it } from "vitest";
import { buildTinyVit } from "../onnx";
import { createSession } from "./onnx-runtime";

describe("createSession", () => {
  it("falls back from CUDA to CPU with a warning where CUDA is unavailable", async () => {
    const warnings: string[] = [];
    const session = await createSession(buildTinyVit({ dim: 16, heads: 2, depth: 1 }), {
      provider: "cuda",
      intraOpThreads: 1,
      warn: (m) => warnings.push(m),
    });
    // This machine has no CUDA libraries: the session must still work, on CPU.
    expect(session.provider).toBe("cpu");
    expect(warnings.join("\n")).toMatch(/CUDA .*falling back to CPU/);
    const out = await session.run({
      pixel_values: { data: new Float32Array(3 * 224 * 224), dims: [1, 3, 224, 224] },
    });
    expect(out.embedding?.dims).toEqual([1, 16]);
    await session.release();
  });

  it("rejects bytes that are not a model", async () => {
    await expect(
      createSession(new Uint8Array([1, 2, 3, 4]), { provider: "cpu", intraOpThreads: 1 }),
    ).rejects.toThrow();
  });
});

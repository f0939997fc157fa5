import { describe, expect, it } from "vitest";
import { createSession, type TensorValue } from "../runtime";
import { seededRandom } from "../vector";
import { buildTinyVit, VIT_INPUT, VIT_OUTPUT } from "./tiny-vit";

function image(seed: number): Float32Array {
  const random = seededRandom(seed);
  return Float32Array.from({ length: 3 * 224 * 224 }, () => random() * 2 - 1);
}

describe("buildTinyVit", () => {
  it("is reproducible from its seed and differs between seeds", () => {
    const a = Buffer.from(buildTinyVit({ seed: 7 }));
    expect(a.equals(Buffer.from(buildTinyVit({ seed: 7 })))).toBe(true);
    expect(a.equals(Buffer.from(buildTinyVit({ seed: 8 })))).toBe(false);
  });

  it("has the timm export contract and embeds each image of a batch independently", async () => {
    const session = await createSession(buildTinyVit({ dim: 32, heads: 2 }), {
      provider: "cpu",
      intraOpThreads: 1,
    });
    expect(session.inputNames).toEqual([VIT_INPUT]);
    expect(session.outputNames).toEqual([VIT_OUTPUT]);
    const [a, b] = [image(1), image(2)];
    const batch = new Float32Array(a.length * 2);
    batch.set(a);
    batch.set(b, a.length);
    const together = await session.run({ [VIT_INPUT]: { data: batch, dims: [2, 3, 224, 224] } });
    const alone = await session.run({ [VIT_INPUT]: { data: b, dims: [1, 3, 224, 224] } });
    await session.release();
    const rows = together[VIT_OUTPUT] as TensorValue;
    expect(rows.dims).toEqual([2, 32]);
    const second = (rows.data as Float32Array).subarray(32);
    const single = alone[VIT_OUTPUT]?.data as Float32Array;
    for (let i = 0; i < 32; i++) expect(second[i]).toBeCloseTo(single[i] as number, 4);
    const first = (rows.data as Float32Array).subarray(0, 32);
    expect(first.some((v, i) => Math.abs(v - (second[i] as number)) > 1e-3)).toBe(true);
  });
});

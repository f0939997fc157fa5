import { describe, expect, it } from "vitest";
import { createSession } from "../runtime";
import { float, GraphBuilder } from "./graph-builder";
import { gelu } from "./layers";

describe("GraphBuilder", () => {
  it("builds a graph onnxruntime runs with the values TypeScript computes", async () => {
    const g = new GraphBuilder("affine_gelu");
    const x = g.input("x", ["batch", 3]);
    const w = g.constant([1, -2, 0.5, 3, 0, -1], [3, 2]);
    const b = g.constant([0.25, -0.5], [2]);
    g.output(gelu(g, g.op("Add", [g.op("MatMul", [x, w]), b])), "y", ["batch", 2]);
    const session = await createSession(g.toBytes(), { provider: "cpu", intraOpThreads: 1 });
    const input = Float32Array.from([0.1, -0.7, 2, 1.5, 0.3, -0.2]);
    const { y } = await session.run({ x: { data: input, dims: [2, 3] } });
    await session.release();

    const W = [1, -2, 0.5, 3, 0, -1];
    const erf = (v: number) => {
      // Abramowitz–Stegun 7.1.26, |error| < 1.5e-7
      const t = 1 / (1 + 0.3275911 * Math.abs(v));
      const poly =
        t *
        (0.254829592 +
          t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
      return Math.sign(v) * (1 - poly * Math.exp(-v * v));
    };
    const expected: number[] = [];
    for (let r = 0; r < 2; r++) {
      for (let c = 0; c < 2; c++) {
        let z = c === 0 ? 0.25 : -0.5;
        for (let k = 0; k < 3; k++) z += (input[r * 3 + k] as number) * (W[k * 2 + c] as number);
        expected.push(0.5 * z * (1 + erf(z / Math.SQRT2)));
      }
    }
    expect(y?.dims).toEqual([2, 2]);
    Array.from(y?.data as Float32Array).forEach((v, i) => {
      expect(v).toBeCloseTo(expected[i] as number, 5);
    });
  });

  it("writes float attributes as floats", async () => {
    const g = new GraphBuilder("leaky");
    const x = g.input("x", [3]);
    g.output(g.op("LeakyRelu", [x], { alpha: float(0.25) }), "y", [3]);
    const session = await createSession(g.toBytes(), { provider: "cpu", intraOpThreads: 1 });
    const { y } = await session.run({ x: { data: Float32Array.from([-4, 0, 2]), dims: [3] } });
    expect(Array.from(y?.data as Float32Array)).toEqual([-1, 0, 2]);
  });

  it("refuses a name used twice and a constant that does not fill its shape", () => {
    const g = new GraphBuilder("dup");
    g.input("x", [1]);
    expect(() => g.input("x", [1])).toThrow(/taken/);
    expect(() => g.constant([1, 2, 3], [2, 2])).toThrow(/do not fill/);
  });
});

import { seededNormal } from "@iris/ml-core";
import { describe, expect, it } from "vitest";
import { equalizeClasses, fitLda, fitLdaSubspace, projectLda, simplexVertices } from "./lda";
import { eigSymmetric } from "./linalg";

describe("eigSymmetric", () => {
  it("decomposes a symmetric matrix: A·v = λ·v for each eigenpair", () => {
    const a = Float64Array.from([4, 1, 2, 1, 3, 0, 2, 0, 5]);
    const { values, vectors } = eigSymmetric(a, 3);
    for (let k = 0; k < 3; k++) {
      for (let i = 0; i < 3; i++) {
        let av = 0;
        for (let j = 0; j < 3; j++) av += (a[i * 3 + j] as number) * (vectors[j * 3 + k] as number);
        expect(av).toBeCloseTo((values[k] as number) * (vectors[i * 3 + k] as number), 9);
      }
    }
    expect([...values].reduce((s, x) => s + x, 0)).toBeCloseTo(12, 9); // trace
  });
});

describe("fitLda", () => {
  it("finds the one direction that separates two classes hidden among noisy ones", () => {
    const normal = seededNormal(4);
    const rows: number[][] = [];
    const labels: string[] = [];
    for (let i = 0; i < 200; i++) {
      const label = i % 2 ? "a" : "b";
      // Feature 2 carries the class (±1, small noise); features 0, 1, 3 are large noise.
      rows.push([
        normal() * 5,
        normal() * 5,
        (label === "a" ? 1 : -1) + normal() * 0.2,
        normal() * 5,
      ]);
      labels.push(label);
    }
    const lda = fitLda(rows, labels, 1, 0);
    const weights = lda.matrix.map(Math.abs);
    expect(weights.indexOf(Math.max(...weights))).toBe(2);
    const a = rows.filter((_, i) => labels[i] === "a").map((r) => projectLda(r, lda)[0] as number);
    const b = rows.filter((_, i) => labels[i] === "b").map((r) => projectLda(r, lda)[0] as number);
    const meanA = a.reduce((s, x) => s + x, 0) / a.length;
    const meanB = b.reduce((s, x) => s + x, 0) / b.length;
    const varA = a.reduce((s, x) => s + (x - meanA) ** 2, 0) / a.length;
    // Whitened: within-class variance ≈ 1, classes many units apart.
    expect(varA).toBeGreaterThan(0.6);
    expect(varA).toBeLessThan(1.5);
    expect(Math.abs(meanA - meanB)).toBeGreaterThan(6);
  });

  it("refuses more components than classes allow", () => {
    expect(() => fitLda([[1], [2]], ["a", "b"], 2, 0.1)).toThrow(/at most 1/);
  });
});

describe("equalizeClasses", () => {
  it("puts the classes' means on a regular simplex: equally far apart, at the radius", () => {
    const normal = seededNormal(8);
    // Five classes in 6 features, unevenly spread: a, b far from c, d, e, which are close.
    const centres = [
      [20, 0, 0, 0, 0, 0],
      [0, 20, 0, 0, 0, 0],
      [0, 0, 2, 0, 0, 0],
      [0, 0, 0, 2, 0, 0],
      [0, 0, 0, 0, 2, 0],
    ];
    const rows: number[][] = [];
    const labels: string[] = [];
    for (let i = 0; i < 250; i++) {
      const c = i % 5;
      rows.push((centres[c] as number[]).map((x) => x + normal() * 0.3));
      labels.push("abcde"[c] as string);
    }
    const affine = equalizeClasses(fitLda(rows, labels, 4, 0.05), rows, labels, 1);
    const project = (r: number[]) =>
      Array.from({ length: 4 }, (_, j) =>
        r.reduce(
          (s, x, a) => s + x * (affine.matrix[a * 4 + j] as number),
          affine.bias[j] as number,
        ),
      );
    const means = "abcde".split("").map((c) => {
      const members = rows.filter((_, i) => labels[i] === c).map(project);
      return [0, 1, 2, 3].map(
        (j) => members.reduce((s, m) => s + (m[j] as number), 0) / members.length,
      );
    });
    for (const m of means) expect(Math.hypot(...m)).toBeCloseTo(1, 6);
    const d = (x: number[], y: number[]) => Math.hypot(...x.map((v, j) => v - (y[j] as number)));
    const edges = means.flatMap((m, i) => means.slice(i + 1).map((n) => d(m, n)));
    for (const e of edges) expect(e).toBeCloseTo(Math.sqrt((2 * 5) / 4), 6);
  });

  it("builds simplex vertices at the radius with equal edges", () => {
    const v = simplexVertices(5, 2);
    for (const p of v) expect(Math.hypot(...p)).toBeCloseTo(2, 9);
    expect(Math.hypot(...(v[0] as number[]).map((x, j) => x - (v[3]?.[j] as number)))).toBeCloseTo(
      Math.hypot(...(v[1] as number[]).map((x, j) => x - (v[2]?.[j] as number))),
      9,
    );
  });
});

describe("fitLdaSubspace with families", () => {
  it("weighs a design quirk of each family less against what all of a class's families share", () => {
    const normal = seededNormal(11);
    // Feature 0 is a design quirk: constant within a family, and by chance higher for the
    // training families of class a. Feature 1 is the class, shared by every family, noisier.
    const quirk: Record<string, [string, number]> = {
      a1: ["a", 1.5],
      a2: ["a", 0.5],
      a3: ["a", 2.5],
      b1: ["b", -0.5],
      b2: ["b", -1.5],
      b3: ["b", -2.5],
    };
    const rows: number[][] = [];
    const labels: string[] = [];
    const families: string[] = [];
    for (const [family, [label, q]] of Object.entries(quirk))
      for (let i = 0; i < 30; i++) {
        rows.push([q + normal() * 0.05, (label === "a" ? 1 : -1) + normal() * 0.6]);
        labels.push(label);
        families.push(family);
      }
    // A new family of class a whose quirk points the other way.
    const unseen = Array.from({ length: 30 }, () => [-2 + normal() * 0.05, 1 + normal() * 0.6]);
    const calledA = (lda: ReturnType<typeof fitLdaSubspace>) => {
      const at = (r: number[]) => projectLda(r, lda)[0] as number;
      const mean = (c: string) => {
        const p = rows.filter((_, i) => labels[i] === c).map(at);
        return p.reduce((s, x) => s + x, 0) / p.length;
      };
      const [a, b] = [mean("a"), mean("b")];
      return unseen.filter((r) => Math.abs(at(r) - a) < Math.abs(at(r) - b)).length / unseen.length;
    };
    const quirkShare = (lda: ReturnType<typeof fitLdaSubspace>) =>
      Math.abs(lda.matrix[0] as number) / Math.hypot(...lda.matrix);
    const plain = fitLdaSubspace(rows, labels, 0.01);
    const byFamily = fitLdaSubspace(rows, labels, 0.01, { of: families, weight: 4 });
    expect(quirkShare(byFamily)).toBeLessThan(quirkShare(plain) / 2);
    expect(calledA(byFamily)).toBeGreaterThan(calledA(plain) + 0.2);
  });
});

import { seededNormal } from "@iris/ml-core";
import { DistanceKernel } from "./src/clustering/distance-kernel";

const n = 10000,
  d = 768;
const rnd = seededNormal(2);
const data = Float32Array.from({ length: n * d }, () => rnd());
const k = await DistanceKernel.create(2);
const C = data.slice(0, 10 * d);
for (let r = 0; r < 3; r++) {
  const t = performance.now();
  await k.squared(data, n, C, 10, d);
  console.log("kernel ms", performance.now() - t);
}
const sums = new Float64Array(10 * d);
const labels = Int32Array.from({ length: n }, (_, i) => i % 10);
for (let r = 0; r < 3; r++) {
  const t = performance.now();
  for (let i = 0; i < n; i++) {
    const base = labels[i] * d,
      row = i * d;
    for (let j = 0; j < d; j++) sums[base + j] += data[row + j];
  }
  console.log("update ms", performance.now() - t);
}
const S = data.slice(0, 1000 * d);
for (let r = 0; r < 2; r++) {
  const t = performance.now();
  await k.squared(S, 1000, S, 1000, d);
  console.log("pairwise 1000 ms", performance.now() - t);
}

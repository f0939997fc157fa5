import { seededNormal } from "@iris/ml-core";
import { Clusterer } from "./src/clustering";

const n = 10000,
  d = 768,
  centers = 7;
const rnd = seededNormal(1);
const C = Array.from({ length: centers }, () => Float32Array.from({ length: d }, () => rnd()));
const data = new Float32Array(n * d);
for (let i = 0; i < n; i++) {
  const c = C[i % centers];
  let norm = 0;
  for (let j = 0; j < d; j++) {
    const v = c[j] + rnd() * 1.0;
    data[i * d + j] = v;
    norm += v * v;
  }
  norm = Math.sqrt(norm);
  for (let j = 0; j < d; j++) data[i * d + j] /= norm;
}
const cl = new Clusterer();
let t = performance.now();
const s = await cl.sweep({ data, n, d, sampleSize: 1000, seed: 42 }, 2, 10);
console.log(
  "sweep ms",
  performance.now() - t,
  s.k,
  s.score,
  s.scores,
  s.iterations,
  s.figures.sizes,
);
const rnd2 = seededNormal(2);
const data2 = Float32Array.from({ length: n * d }, () => rnd2());
t = performance.now();
const s2 = await cl.sweep({ data: data2, n, d, sampleSize: 1000, seed: 42 }, 2, 10);
console.log("random sweep ms", performance.now() - t, s2.k, s2.score, s2.iterations);
await cl.close();

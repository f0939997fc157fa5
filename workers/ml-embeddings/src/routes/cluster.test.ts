import { multipartForm } from "@iris/kit/testing";
import { seededNormal } from "@iris/ml-core";
import { describe, expect, it } from "vitest";
import type { ClusteringData, EmbedAndClusterData } from "../contract";
import { postForm, postJson, texture, useFixtureService } from "../test-support";

/** `groups` tight blobs of `per` points in `dim` dimensions, interleaved: point i is in blob i % groups. */
function blobs(groups: number, per: number, dim = 16, spread = 0.05, seed = 3): number[][] {
  const normal = seededNormal(seed);
  const centres = Array.from({ length: groups }, () =>
    Array.from({ length: dim }, () => normal() * 3),
  );
  return Array.from({ length: groups * per }, (_, i) =>
    (centres[i % groups] as number[]).map((c) => c + normal() * spread),
  );
}

/** True when two labelings describe the same partition (up to renaming). */
function samePartition(a: number[], b: number[]): boolean {
  const map = new Map<number, number>();
  const back = new Map<number, number>();
  return a.every((x, i) => {
    const y = b[i] as number;
    if ((map.get(x) ?? y) !== y || (back.get(y) ?? x) !== x) return false;
    map.set(x, y);
    back.set(y, x);
    return true;
  });
}

const fixture = useFixtureService();

describe("POST /cluster", () => {
  it("finds the blobs: optimal_k, assignments in input order, analysis per cluster", async () => {
    const embeddings = blobs(4, 6);
    const paths = embeddings.map((_, i) => `img_${i}.jpg`);
    const { status, body } = await postJson<ClusteringData>(`${fixture.svc.url}/cluster`, {
      embeddings,
      image_paths: paths,
    });
    expect(status).toBe(200);
    const { clustering_results: r, cluster_analysis: a } = body.data;
    expect(r.optimal_k).toBe(4);
    expect(
      samePartition(
        r.cluster_assignments,
        embeddings.map((_, i) => i % 4),
      ),
    ).toBe(true);
    expect(Object.keys(r.silhouette_scores)).toEqual([
      "2",
      "3",
      "4",
      "5",
      "6",
      "7",
      "8",
      "9",
      "10",
    ]);
    expect(r.best_silhouette_score).toBe(Math.max(...Object.values(r.silhouette_scores)));
    expect(r.interpretation).toBe("excellent");
    expect(a.n_clusters).toBe(4);
    expect(Object.values(a.cluster_sizes)).toEqual([6, 6, 6, 6]);
    for (const [id, rep] of Object.entries(a.representative_images)) {
      const index = paths.indexOf(rep.image_path);
      expect(r.cluster_assignments[index]).toBe(Number(id));
      expect(rep.distance_to_centroid).toBeLessThanOrEqual(
        a.cluster_spread[id]?.mean_distance ?? 0,
      );
      expect(a.centroids[id]).toHaveLength(16);
      expect(a.silhouette_per_cluster[id]).toBeGreaterThan(0.7);
    }
  });

  it("is reproducible: the same request gives the same answer", async () => {
    const embeddings = blobs(3, 10, 8, 1.5, 9);
    const first = await postJson<ClusteringData>(`${fixture.svc.url}/cluster`, { embeddings });
    const second = await postJson<ClusteringData>(`${fixture.svc.url}/cluster`, { embeddings });
    expect(second.body.data.clustering_results).toEqual(first.body.data.clustering_results);
  });

  it("keeps candidate k within min..max and below the number of samples", async () => {
    const five = await postJson<ClusteringData>(`${fixture.svc.url}/cluster`, {
      embeddings: blobs(2, 3, 4).slice(0, 5),
      min_clusters: 2,
      max_clusters: 10,
    });
    expect(Object.keys(five.body.data.clustering_results.silhouette_scores)).toEqual([
      "2",
      "3",
      "4",
    ]);
    const ranged = await postJson<ClusteringData>(`${fixture.svc.url}/cluster`, {
      embeddings: blobs(4, 6),
      min_clusters: 3,
      max_clusters: 5,
    });
    expect(Object.keys(ranged.body.data.clustering_results.silhouette_scores)).toEqual([
      "3",
      "4",
      "5",
    ]);
  });

  it("accepts {embeddings, k, method} and answers cluster_labels", async () => {
    const embeddings = blobs(3, 5);
    const { status, body } = await postJson<{ cluster_labels: number[]; k: number }>(
      `${fixture.svc.url}/cluster`,
      { embeddings, k: 3, method: "kmeans" },
    );
    expect(status).toBe(200);
    expect(body.data.k).toBe(3);
    expect(
      samePartition(
        body.data.cluster_labels,
        embeddings.map((_, i) => i % 3),
      ),
    ).toBe(true);
  });

  it("accepts {embeddings, method: kmeans, auto_k: true} and answers clusters", async () => {
    const embeddings = blobs(5, 4);
    const { status, body } = await postJson<{ clusters: number[]; optimal_k: number }>(
      `${fixture.svc.url}/cluster`,
      { embeddings, method: "kmeans", auto_k: true },
    );
    expect(status).toBe(200);
    expect(body.data.optimal_k).toBe(5);
    expect(
      samePartition(
        body.data.clusters,
        embeddings.map((_, i) => i % 5),
      ),
    ).toBe(true);
  });

  it.each([
    [
      "fewer than 3 samples",
      {
        embeddings: [
          [1, 2],
          [3, 4],
        ],
      },
      /at least 3/,
    ],
    ["mismatched dimensions", { embeddings: [[1, 2], [3, 4], [5]] }, /mismatched/],
    [
      "non-numbers",
      {
        embeddings: [
          [1, 2],
          [3, "x"],
          [5, 6],
        ],
      },
      /invalid/,
    ],
    ["min above max", { embeddings: blobs(2, 3), min_clusters: 5, max_clusters: 3 }, /exceed/],
    ["an unknown method", { embeddings: blobs(2, 3), k: 2, method: "dbscan" }, /unsupported/],
    ["k not below n", { embeddings: blobs(2, 2), k: 4 }, /below/],
    ["paths of the wrong length", { embeddings: blobs(2, 3), image_paths: ["a"] }, /one entry per/],
  ])("answers 400 VALIDATION_ERROR for %s", async (_, request, message) => {
    const { status, body } = await postJson(`${fixture.svc.url}/cluster`, request);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      error: { code: "VALIDATION_ERROR", message: expect.stringMatching(message) },
    });
  });

  it("answers 400 for NaN (not JSON) and for overflowing numbers", async () => {
    const nan = await fetch(`${fixture.svc.url}/cluster`, {
      method: "POST",
      headers: { authorization: "Bearer test-token", "content-type": "application/json" },
      body: '{"embeddings": [[1, NaN], [2, 3], [4, 5]]}',
    });
    expect(nan.status).toBe(400);
    const huge = await fetch(`${fixture.svc.url}/cluster`, {
      method: "POST",
      headers: { authorization: "Bearer test-token", "content-type": "application/json" },
      body: '{"embeddings": [[1, 1e400], [2, 3], [4, 5]]}',
    });
    expect(huge.status).toBe(400);
  });
});

describe("POST /embed_and_cluster", () => {
  it("embeds a set of images and clusters them, filenames as image paths", async () => {
    const tints: [number, number, number][] = [
      [1, 0.1, 0.1],
      [0.1, 1, 0.1],
      [0.1, 0.1, 1],
    ];
    const files = await Promise.all(Array.from({ length: 12 }, (_, i) => texture(i, tints[i % 3])));
    const { status, body } = await postForm<EmbedAndClusterData>(
      `${fixture.svc.url}/embed_and_cluster`,
      multipartForm(
        files.map((bytes, i) => ({ field: "files", name: `scan_${i}.png`, bytes })),
        { min_clusters: "2", max_clusters: "5" },
      ),
    );
    expect(status).toBe(200);
    expect(body.data.total_processed).toBe(12);
    expect(body.data.embeddings?.map((e) => e.filename)).toEqual(
      files.map((_, i) => `scan_${i}.png`),
    );
    const r = body.data.clustering_results;
    expect(Object.keys(r.silhouette_scores)).toEqual(["2", "3", "4", "5"]);
    expect(r.cluster_assignments).toHaveLength(12);
    for (const rep of Object.values(body.data.cluster_analysis.representative_images)) {
      expect(rep.image_path).toMatch(/^scan_\d+\.png$/);
    }
  });
});

import { RpcClient, spawnTsWorker } from "@iris/ml-core";
import type { ClusteringRequest, FixedRequest, Solution, SweepRequest } from "./protocol";

const WORKER = new URL("./clustering-worker.ts", import.meta.url);

type Rows = Omit<SweepRequest, "op" | "minK" | "maxK">;

/**
 * Runs clustering in its own worker thread (created on first use, replaced if it dies):
 * k-means over thousands of 768-d rows takes seconds and must not block the event loop.
 */
export class Clusterer {
  private client: RpcClient | undefined;

  /** Sweeps k over min..max; the best silhouette wins. */
  sweep(rows: Rows, minK: number, maxK: number): Promise<Solution> {
    return this.call({ op: "sweep", ...rows, minK, maxK });
  }

  /** Clusters with a given k. */
  fixed(rows: Rows, k: number): Promise<Solution> {
    return this.call({ op: "fixed", ...rows, k } satisfies FixedRequest);
  }

  /** Stops the worker. */
  async close(): Promise<void> {
    await this.client?.terminate();
    this.client = undefined;
  }

  private call(request: ClusteringRequest): Promise<Solution> {
    this.client ??= new RpcClient(spawnTsWorker(WORKER), {
      onExit: () => {
        this.client = undefined;
      },
    });
    // Transfer a copy: callers keep their embeddings.
    const data = request.data.slice();
    return this.client.call<Solution>({ ...request, data }, [data.buffer as ArrayBuffer]);
  }
}

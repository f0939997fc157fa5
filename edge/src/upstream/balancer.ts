import type { ServiceInstance } from "../config";

/** Instance-selection strategies (DESIGN.md §6). */
export type Strategy = "round_robin" | "health_based" | "weighted";

/**
 * Picks one instance of a service per attempt.
 * - `round_robin`: each instance in turn.
 * - `weighted`: smooth weighted round robin (nginx's): over any window an instance of weight w
 *   gets w shares, interleaved rather than in bursts.
 * - `health_based`: round robin over the instances currently believed healthy; when none is,
 *   over all (trying beats refusing).
 * Instances in `exclude` (already tried by this call) are skipped while others remain.
 */
export class Balancer {
  private cursor = 0;
  private readonly current: number[];

  constructor(private readonly instances: ServiceInstance[]) {
    if (instances.length === 0) throw new Error("a service needs at least one instance");
    this.current = instances.map(() => 0);
  }

  pick(
    strategy: Strategy,
    healthy: (url: string) => boolean,
    exclude: ReadonlySet<string> = new Set(),
  ): ServiceInstance {
    const fresh = this.instances.filter((i) => !exclude.has(i.url));
    let pool = fresh.length ? fresh : this.instances;
    if (strategy === "weighted") return this.weighted(pool);
    if (strategy === "health_based") {
      const up = pool.filter((i) => healthy(i.url));
      if (up.length) pool = up;
    }
    const chosen = pool[this.cursor % pool.length] as ServiceInstance;
    this.cursor = (this.cursor + 1) % 1_000_000;
    return chosen;
  }

  private weighted(pool: ServiceInstance[]): ServiceInstance {
    let total = 0;
    let best = -1;
    this.instances.forEach((instance, i) => {
      if (!pool.includes(instance)) return;
      this.current[i] = (this.current[i] ?? 0) + instance.weight;
      total += instance.weight;
      if (best < 0 || (this.current[i] ?? 0) > (this.current[best] ?? 0)) best = i;
    });
    this.current[best] = (this.current[best] ?? 0) - total;
    return this.instances[best] as ServiceInstance;
  }
}

import type { HealthData } from "@iris/kit/contract";
import { SERVICE_NAMES, type ServiceInstance, type ServiceName } from "../config";

/** What the gateway knows of one phase service's health. */
export interface ServiceHealth {
  status: "healthy" | "degraded" | "unhealthy" | "unreachable";
  instances: {
    url: string;
    status: ServiceHealth["status"];
    rss_bytes?: number;
    system_total_bytes?: number;
  }[];
}

/** What a phase service's /health may answer: its contract's `data`, read defensively. */
interface PhaseHealthBody {
  data?: Partial<Pick<HealthData, "status" | "memory">>;
}

/** Probes every instance of every phase service's /health in parallel, each within `timeoutMs`. */
export async function checkServices(
  targets: Record<ServiceName, ServiceInstance[]>,
  token: string | undefined,
  timeoutMs = 10_000,
): Promise<Record<ServiceName, ServiceHealth>> {
  const entries = await Promise.all(
    SERVICE_NAMES.map(async (name) => {
      const instances = await Promise.all(
        targets[name].map((instance) => probe(instance.url, token, timeoutMs)),
      );
      return [name, { status: combine(instances.map((i) => i.status)), instances }] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<ServiceName, ServiceHealth>;
}

async function probe(url: string, token: string | undefined, timeoutMs: number) {
  try {
    const res = await fetch(`${url}/health`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await res.json().catch(() => ({}))) as PhaseHealthBody;
    const reported = body.data?.status;
    const status: ServiceHealth["status"] =
      reported === "healthy" || reported === "degraded" || reported === "unhealthy"
        ? reported
        : "unhealthy";
    return { url, status, ...body.data?.memory };
  } catch {
    return { url, status: "unreachable" as const };
  }
}

function combine(states: ServiceHealth["status"][]): ServiceHealth["status"] {
  if (states.every((s) => s === "healthy")) return "healthy";
  if (states.some((s) => s === "healthy" || s === "degraded")) return "degraded";
  return states.every((s) => s === "unreachable") ? "unreachable" : "unhealthy";
}

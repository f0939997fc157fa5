import type { ServiceInstance, ServiceName } from "../config";
import { count, setGauge } from "../metrics/buffer";
import { BREAKER_VALUE } from "../metrics/catalog";
import { Balancer } from "./balancer";
import { type BreakerSettings, CircuitBreaker } from "./circuit-breaker";

/** This isolate's view of one service: its breaker and its balancer. */
export interface ServiceState {
  service: ServiceName;
  breaker: CircuitBreaker;
  balancer: Balancer;
}

const states = new Map<string, ServiceState>();
/** Instances that just failed, skipped by health_based selection until the time given. */
const ejected = new Map<string, number>();
/** Instance statuses last read from the HealthMonitor object. */
let monitored: { at: number; status: Map<string, string> } = { at: 0, status: new Map() };

/**
 * The breaker and balancer of `service` in this isolate, one per instance list (a changed
 * `*_URL` gets fresh ones). Breakers are per isolate — each caller protects itself without
 * a round trip per call; their states reach /metrics and /status through the aggregator.
 */
export function serviceState(service: ServiceName, instances: ServiceInstance[]): ServiceState {
  const key = `${service}|${instances.map((i) => `${i.url}|${i.weight}`).join(",")}`;
  let state = states.get(key);
  if (!state) {
    const breaker = new CircuitBreaker((_from, to) => {
      count("iris_circuit_breaker_transitions_total", { service, state: to });
      setGauge("iris_circuit_breaker_state", { service }, BREAKER_VALUE[to], true);
    });
    setGauge("iris_circuit_breaker_state", { service }, 0);
    state = { service, breaker, balancer: new Balancer(instances) };
    states.set(key, state);
  }
  return state;
}

/** Settles every breaker of this isolate (open past its recovery wait → half-open). */
export function settleBreakers(settings: (service: ServiceName) => BreakerSettings): void {
  for (const state of states.values()) state.breaker.settle(settings(state.service));
}

/** Marks an instance as failing for `ms` (passive health). */
export function eject(url: string, ms: number): void {
  ejected.set(url, Date.now() + ms);
}

/** Clears a passive failure mark after a success. */
export function restoreInstance(url: string): void {
  ejected.delete(url);
}

/** Whether health_based selection should use this instance now. */
export function instanceHealthy(url: string): boolean {
  const until = ejected.get(url);
  if (until !== undefined && until > Date.now()) return false;
  const status = monitored.status.get(url);
  return status === undefined || status === "healthy" || status === "degraded";
}

/** Takes the instance statuses the health monitor reported. */
export function setMonitoredStatus(status: Map<string, string>): void {
  monitored = { at: Date.now(), status };
}

/** When the monitored statuses were last refreshed (epoch ms). */
export function monitoredAt(): number {
  return monitored.at;
}

/** Forgets every breaker, balancer and health mark of this isolate (tests). */
export function resetUpstreamState(): void {
  states.clear();
  ejected.clear();
  monitored = { at: 0, status: new Map() };
}

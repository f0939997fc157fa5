import { serviceHealth } from "../health/client";
import type { UpstreamCall } from "./interface";
import { monitoredAt, setMonitoredStatus } from "./service-state";

/** How often an isolate refreshes its copy of the monitored instance health. */
const REFRESH_MS = 30_000;
let refreshing = false;

/**
 * Refreshes, in the background, this isolate's copy of the instance statuses the health
 * monitor found (used by health_based selection). Never delays the call that triggers it.
 */
export function refreshMonitoredHealth(call: UpstreamCall): void {
  if (refreshing || Date.now() - monitoredAt() < REFRESH_MS) return;
  refreshing = true;
  const work = serviceHealth(call.env, call.config)
    .then((snapshot) => {
      const status = new Map<string, string>();
      for (const service of Object.values(snapshot.services))
        for (const instance of service.instances) status.set(instance.url, instance.status);
      setMonitoredStatus(status);
    })
    .catch(() => {})
    .finally(() => {
      refreshing = false;
    });
  call.waitUntil(work);
}

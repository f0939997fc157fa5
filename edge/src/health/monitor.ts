import { DurableObject } from "cloudflare:workers";
import { gatewayConfig, SERVICE_NAMES, type ServiceName } from "../config";
import { checkServices, type ServiceHealth } from "./check-services";

/** Health checks run this often (spec §8.3)… */
export const CHECK_INTERVAL_MS = 30_000;
/** …each instance within this timeout… */
export const CHECK_TIMEOUT_MS = 10_000;
/** …and a result is served for this long (spec §8.4, `health:{service}`). */
export const HEALTH_TTL_MS = 60_000;
/** The alarm stops when nobody has asked for health for this long. */
const IDLE_STOP_MS = 60 * 60_000;

/** The instances to monitor, as the asking isolate is configured. */
export type Targets = Record<ServiceName, { url: string; weight: number }[]>;

/** One round of health checks. */
export interface HealthSnapshot {
  checked_at: string;
  services: Record<ServiceName, ServiceHealth>;
}

interface Saved {
  targets: Targets;
  snapshot: HealthSnapshot | null;
  lastAsked: number;
}

/**
 * The health monitor (one object): probes every instance of every phase service's /health
 * every 30 s from its alarm (cron cannot fire that often), 10 s timeout each, and serves the
 * last result for up to 60 s; an older or missing one is refreshed before answering. Results
 * are also written to KV as `health:{service}` (60 s) for readers that cannot reach it. It
 * monitors the instance lists its callers are configured with (so a changed `*_URL` is picked
 * up at once) and stops its alarm after an hour without callers.
 */
export class HealthMonitor extends DurableObject<Cloudflare.Env> {
  private saved: Saved | null = null;
  private running: Promise<HealthSnapshot> | null = null;

  constructor(ctx: DurableObjectState, env: Cloudflare.Env) {
    super(ctx, env);
    ctx.blockConcurrencyWhile(async () => {
      this.saved = (await ctx.storage.get<Saved>("state")) ?? null;
    });
  }

  /** The current health of `targets`' services, at most 60 s old. */
  async snapshot(targets: Targets, maxAgeMs = HEALTH_TTL_MS): Promise<HealthSnapshot> {
    const now = Date.now();
    const changed = JSON.stringify(targets) !== JSON.stringify(this.saved?.targets);
    const last = this.saved?.snapshot;
    this.saved = { targets, snapshot: changed ? null : (last ?? null), lastAsked: now };
    if ((await this.ctx.storage.getAlarm()) === null) {
      await this.ctx.storage.setAlarm(now + CHECK_INTERVAL_MS);
    }
    if (!changed && last && now - Date.parse(last.checked_at) <= maxAgeMs) {
      await this.ctx.storage.put("state", this.saved);
      return last;
    }
    return this.check();
  }

  /** The periodic check; re-arms itself while callers keep asking. */
  override async alarm(): Promise<void> {
    if (!this.saved) return;
    await this.check();
    if (Date.now() - this.saved.lastAsked < IDLE_STOP_MS) {
      await this.ctx.storage.setAlarm(Date.now() + CHECK_INTERVAL_MS);
    }
  }

  private check(): Promise<HealthSnapshot> {
    this.running ??= this.probeAll().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async probeAll(): Promise<HealthSnapshot> {
    const targets = this.saved?.targets as Targets;
    const token = gatewayConfig(this.env).serviceToken;
    const services = await checkServices(targets, token, CHECK_TIMEOUT_MS);
    const snapshot: HealthSnapshot = { checked_at: new Date().toISOString(), services };
    if (this.saved) this.saved.snapshot = snapshot;
    await this.ctx.storage.put("state", this.saved);
    const prefix = gatewayConfig(this.env).cacheKeyPrefix;
    await Promise.all(
      SERVICE_NAMES.map((name) =>
        this.env.CACHE.put(
          `${prefix}health:${name}`,
          JSON.stringify({ ...services[name], checked_at: snapshot.checked_at }),
          { expirationTtl: HEALTH_TTL_MS / 1000 },
        ),
      ),
    ).catch((error: unknown) =>
      console.warn("health cache write failed:", (error as Error).message),
    );
    return snapshot;
  }
}

import { IrisError } from "@iris/kit/errors";
import type { GatewayConfig } from "../config";
import { deepMerge, defaultRuntimeConfig } from "./defaults";
import { type RuntimeConfig, type RuntimeConfigPatch, runtimeConfigSchema } from "./schema";

/** The effective record with its version (0 when nothing was ever written). */
export interface VersionedConfig {
  config: RuntimeConfig;
  version: number;
  updated_at: string | null;
  updated_by: string | null;
}

interface Row {
  overrides: string;
  version: number;
  updated_at: number;
  updated_by: string | null;
}

// Per-isolate cache. A PUT handled by this isolate is seen at once; other isolates see it
// within RUNTIME_CONFIG_CACHE_SECONDS (D1 is the authority).
let cached: { at: number; db: D1Database; value: VersionedConfig } | undefined;

/**
 * The run-time gateway configuration (spec §2.6): defaults from the bindings, overrides
 * persisted in D1 by PUT /admin/config. The rate limiter reads it on every limited request,
 * the upstream client reads it for timeouts and retries.
 */
export class RuntimeConfigStore {
  constructor(
    private readonly db: D1Database,
    private readonly gateway: GatewayConfig,
  ) {}

  async get(): Promise<VersionedConfig> {
    const ttl = this.gateway.runtimeConfigCacheSeconds * 1000;
    if (cached && cached.db === this.db && Date.now() - cached.at < ttl) return cached.value;
    const row = await this.db
      .prepare("SELECT overrides, version, updated_at, updated_by FROM gateway_config WHERE id = 1")
      .first<Row>();
    const value = this.materialise(row);
    cached = { at: Date.now(), db: this.db, value };
    return value;
  }

  /**
   * Merges `patch` over the stored overrides (optimistic concurrency on the version, so two
   * concurrent updates both land) and returns the new effective record.
   */
  async update(patch: RuntimeConfigPatch, by: string): Promise<VersionedConfig> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const row = await this.db
        .prepare(
          "SELECT overrides, version, updated_at, updated_by FROM gateway_config WHERE id = 1",
        )
        .first<Row>();
      const overrides = deepMerge(row ? JSON.parse(row.overrides) : {}, patch);
      const merged = deepMerge(defaultRuntimeConfig(this.gateway), overrides);
      const check = runtimeConfigSchema.safeParse(merged);
      if (!check.success) {
        throw new IrisError("VALIDATION_ERROR", "configuration is invalid", {
          details: check.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "),
        });
      }
      const now = Math.floor(Date.now() / 1000);
      const version = (row?.version ?? 0) + 1;
      const result = await this.db
        .prepare(
          `INSERT INTO gateway_config (id, overrides, version, updated_at, updated_by)
           VALUES (1, ?1, ?2, ?3, ?4)
           ON CONFLICT (id) DO UPDATE SET overrides = ?1, version = ?2, updated_at = ?3, updated_by = ?4
           WHERE gateway_config.version = ?2 - 1`,
        )
        .bind(JSON.stringify(overrides), version, now, by)
        .run();
      if (result.meta.changes === 1) {
        cached = undefined;
        return this.get();
      }
    }
    throw new IrisError("SERVICE_UNAVAILABLE", "configuration is being changed concurrently", {
      details: "retry the update",
    });
  }

  /** Drops stored overrides: back to the binding defaults. */
  async reset(): Promise<VersionedConfig> {
    await this.db.prepare("DELETE FROM gateway_config WHERE id = 1").run();
    cached = undefined;
    return this.get();
  }

  private materialise(row: Row | null): VersionedConfig {
    const defaults = defaultRuntimeConfig(this.gateway);
    if (!row) return { config: defaults, version: 0, updated_at: null, updated_by: null };
    const merged = runtimeConfigSchema.safeParse(deepMerge(defaults, JSON.parse(row.overrides)));
    return {
      // A stored record that no longer validates (bindings changed) falls back to defaults.
      config: merged.success ? merged.data : defaults,
      version: row.version,
      updated_at: new Date(row.updated_at * 1000).toISOString(),
      updated_by: row.updated_by,
    };
  }
}

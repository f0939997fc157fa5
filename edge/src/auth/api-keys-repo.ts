import { sha256Hex, toBase64Url } from "../lib/encoding";
import type { Role, Tier } from "./principal";

/** Every iris API key starts with this, which tells it apart from a JWT. */
export const API_KEY_PREFIX = "iris_";

/** An API key row (never the key itself). */
export interface ApiKeyRecord {
  id: string;
  user_id: string;
  name: string;
  prefix: string;
  tier: Tier;
  created_at: number;
  last_used_at: number | null;
  expires_at: number | null;
  revoked_at: number | null;
}

/** What authenticating with a key yields. */
export interface ApiKeyOwner {
  key_id: string;
  user_id: string;
  email: string;
  role: Role;
  tier: Tier;
}

/** The public view of a key. */
export function publicKey(k: ApiKeyRecord) {
  const iso = (s: number | null) => (s === null ? null : new Date(s * 1000).toISOString());
  return {
    id: k.id,
    user_id: k.user_id,
    name: k.name,
    prefix: k.prefix,
    tier: k.tier,
    created_at: iso(k.created_at) as string,
    last_used_at: iso(k.last_used_at),
    expires_at: iso(k.expires_at),
    revoked_at: iso(k.revoked_at),
  };
}

/** D1 access to API keys. Keys are 32 random bytes; only their SHA-256 is stored. */
export class ApiKeysRepo {
  constructor(private readonly db: D1Database) {}

  /** Creates a key and returns it once, with its record. */
  async create(k: { userId: string; name: string; tier: Tier; expiresAt: number | null }) {
    const id = crypto.randomUUID();
    const key = `${API_KEY_PREFIX}${toBase64Url(crypto.getRandomValues(new Uint8Array(32)))}`;
    const prefix = key.slice(0, API_KEY_PREFIX.length + 6);
    const now = Math.floor(Date.now() / 1000);
    await this.db
      .prepare(
        `INSERT INTO api_keys (id, user_id, name, prefix, key_hash, tier, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(id, k.userId, k.name, prefix, await sha256Hex(key), k.tier, now, k.expiresAt)
      .run();
    const record: ApiKeyRecord = {
      id,
      user_id: k.userId,
      name: k.name,
      prefix,
      tier: k.tier,
      created_at: now,
      last_used_at: null,
      expires_at: k.expiresAt,
      revoked_at: null,
    };
    return { key, record };
  }

  /** The owner of a live key (not revoked, not expired, owner not disabled), or null. */
  async authenticate(key: string): Promise<ApiKeyOwner | null> {
    const now = Math.floor(Date.now() / 1000);
    return this.db
      .prepare(
        `SELECT k.id AS key_id, k.user_id, u.email, u.role, k.tier FROM api_keys k
         JOIN users u ON u.id = k.user_id
         WHERE k.key_hash = ? AND k.revoked_at IS NULL AND u.disabled = 0
           AND (k.expires_at IS NULL OR k.expires_at > ?)`,
      )
      .bind(await sha256Hex(key), now)
      .first<ApiKeyOwner>();
  }

  /** Records use at most once a minute per key, off the response path. */
  touch(keyId: string): Promise<unknown> {
    const now = Math.floor(Date.now() / 1000);
    return this.db
      .prepare(
        "UPDATE api_keys SET last_used_at = ? WHERE id = ? AND (last_used_at IS NULL OR last_used_at < ?)",
      )
      .bind(now, keyId, now - 60)
      .run();
  }

  /** Keys of one user, or of everyone when `userId` is undefined. */
  async list(userId: string | undefined): Promise<ApiKeyRecord[]> {
    const stmt = userId
      ? this.db
          .prepare("SELECT * FROM api_keys WHERE user_id = ? ORDER BY created_at, id")
          .bind(userId)
      : this.db.prepare("SELECT * FROM api_keys ORDER BY created_at, id");
    return (await stmt.all<ApiKeyRecord>()).results;
  }

  byId(id: string): Promise<ApiKeyRecord | null> {
    return this.db.prepare("SELECT * FROM api_keys WHERE id = ?").bind(id).first<ApiKeyRecord>();
  }

  async revoke(id: string): Promise<void> {
    await this.db
      .prepare("UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL")
      .bind(Math.floor(Date.now() / 1000), id)
      .run();
  }
}

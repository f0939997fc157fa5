import type { Role, Tier } from "./principal";

/** A user row as the gateway uses it. */
export interface UserRecord {
  id: string;
  email: string;
  password_hash: string;
  role: Role;
  tier: Tier;
  disabled: number;
  created_at: number;
  updated_at: number;
}

/** The public view of a user (never the hash). */
export function publicUser(u: UserRecord) {
  return {
    id: u.id,
    email: u.email,
    role: u.role,
    tier: u.tier,
    created_at: new Date(u.created_at * 1000).toISOString(),
  };
}

/** Emails are compared case-insensitively and stored trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** D1 access to users. */
export class UsersRepo {
  constructor(private readonly db: D1Database) {}

  byEmail(email: string): Promise<UserRecord | null> {
    return this.db
      .prepare("SELECT * FROM users WHERE email = ?")
      .bind(normaliseEmail(email))
      .first<UserRecord>();
  }

  byId(id: string): Promise<UserRecord | null> {
    return this.db.prepare("SELECT * FROM users WHERE id = ?").bind(id).first<UserRecord>();
  }

  /** Inserts a user; resolves false when the email is taken (no exception leaks which). */
  async create(user: { id: string; email: string; passwordHash: string; role?: Role }) {
    const now = Math.floor(Date.now() / 1000);
    const result = await this.db
      .prepare(
        `INSERT INTO users (id, email, password_hash, role, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (email) DO NOTHING`,
      )
      .bind(user.id, normaliseEmail(user.email), user.passwordHash, user.role ?? "user", now, now)
      .run();
    return result.meta.changes === 1;
  }

  async list(limit: number, offset: number): Promise<{ users: UserRecord[]; total: number }> {
    const [rows, count] = await this.db.batch([
      this.db
        .prepare("SELECT * FROM users ORDER BY created_at, id LIMIT ? OFFSET ?")
        .bind(limit, offset),
      this.db.prepare("SELECT COUNT(*) AS n FROM users"),
    ]);
    return {
      users: (rows?.results ?? []) as UserRecord[],
      total: (count?.results?.[0] as { n: number } | undefined)?.n ?? 0,
    };
  }

  /** Changes role, tier or the disabled flag; resolves the updated row or null. */
  async update(id: string, patch: { role?: Role; tier?: Tier; disabled?: boolean }) {
    const now = Math.floor(Date.now() / 1000);
    await this.db
      .prepare(
        `UPDATE users SET role = COALESCE(?, role), tier = COALESCE(?, tier),
           disabled = COALESCE(?, disabled), updated_at = ? WHERE id = ?`,
      )
      .bind(
        patch.role ?? null,
        patch.tier ?? null,
        patch.disabled === undefined ? null : patch.disabled ? 1 : 0,
        now,
        id,
      )
      .run();
    return this.byId(id);
  }
}

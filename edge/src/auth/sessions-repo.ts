/** What the authenticate middleware needs to know about an access token's standing. */
export interface AccessStanding {
  role: "user" | "admin";
  tier: "free" | "basic" | "premium";
  email: string;
  disabled: number;
  family_revoked: number;
  denied: number;
}

/**
 * Refresh-token families and the access-token deny list in D1, the authority for revocation
 * (strongly consistent: a revocation rejects the very next request).
 */
export class SessionsRepo {
  constructor(private readonly db: D1Database) {}

  /** Starts a family for a login. */
  async createFamily(f: { id: string; userId: string; jti: string; expiresAt: number }) {
    await this.db
      .prepare(
        `INSERT INTO refresh_families (id, user_id, current_jti, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?)`,
      )
      .bind(f.id, f.userId, f.jti, Math.floor(Date.now() / 1000), f.expiresAt)
      .run();
  }

  /**
   * Rotates a family from `presentedJti` to `nextJti` atomically. When the presented token
   * is not the family's current one (reuse of a rotated token, or a concurrent refresh that
   * lost the race) the whole family is revoked. Resolves whether the rotation happened.
   */
  async rotate(familyId: string, presentedJti: string, nextJti: string, expiresAt: number) {
    const now = Math.floor(Date.now() / 1000);
    const rotated = await this.db
      .prepare(
        `UPDATE refresh_families SET current_jti = ?, rotated_at = ?, expires_at = ?
         WHERE id = ? AND current_jti = ? AND revoked_at IS NULL`,
      )
      .bind(nextJti, now, expiresAt, familyId, presentedJti)
      .run();
    if (rotated.meta.changes === 1) return true;
    await this.revokeFamily(familyId, "refresh token reuse");
    return false;
  }

  async revokeFamily(familyId: string, reason: string): Promise<void> {
    await this.db
      .prepare(
        "UPDATE refresh_families SET revoked_at = ?, revoked_reason = ? WHERE id = ? AND revoked_at IS NULL",
      )
      .bind(Math.floor(Date.now() / 1000), reason, familyId)
      .run();
  }

  /** Denies one access token until it would have expired anyway. */
  async denyAccessToken(jti: string, expiresAt: number): Promise<void> {
    await this.db
      .prepare("INSERT INTO denied_tokens (jti, expires_at) VALUES (?, ?) ON CONFLICT DO NOTHING")
      .bind(jti, expiresAt)
      .run();
  }

  /** The user behind an access token and whether the token or its family was revoked: one query. */
  standing(userId: string, familyId: string, jti: string): Promise<AccessStanding | null> {
    return this.db
      .prepare(
        `SELECT u.role, u.tier, u.email, u.disabled,
           EXISTS (SELECT 1 FROM refresh_families f WHERE f.id = ?2 AND f.user_id = u.id
                   AND f.revoked_at IS NULL) = 0 AS family_revoked,
           EXISTS (SELECT 1 FROM denied_tokens d WHERE d.jti = ?3) AS denied
         FROM users u WHERE u.id = ?1`,
      )
      .bind(userId, familyId, jti)
      .first<AccessStanding>();
  }

  /** Whether a family is live (exists, not revoked). */
  async familyLive(familyId: string, userId: string): Promise<boolean> {
    const row = await this.db
      .prepare(
        "SELECT 1 AS live FROM refresh_families WHERE id = ? AND user_id = ? AND revoked_at IS NULL",
      )
      .bind(familyId, userId)
      .first();
    return row !== null;
  }

  /** Deletes deny-list entries and families past their expiry (the scheduled clean-up). */
  async purgeExpired(now = Math.floor(Date.now() / 1000)): Promise<number> {
    const results = await this.db.batch([
      this.db.prepare("DELETE FROM denied_tokens WHERE expires_at < ?").bind(now),
      this.db.prepare("DELETE FROM refresh_families WHERE expires_at < ?").bind(now),
    ]);
    return results.reduce((n, r) => n + (r.meta.changes ?? 0), 0);
  }
}

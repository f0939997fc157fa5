-- Users, refresh-token families, denied access tokens, API keys and the run-time gateway
-- configuration record. Times are epoch seconds (INTEGER) unless the column says _iso.

CREATE TABLE users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  -- pbkdf2-sha256$<iterations>$<salt, base64url>$<hash, base64url>
  password_hash TEXT NOT NULL,
  role TEXT NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
  tier TEXT NOT NULL DEFAULT 'basic' CHECK (tier IN ('free', 'basic', 'premium')),
  disabled INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

-- One row per login: every refresh rotates current_jti; presenting an older jti (reuse)
-- revokes the family, and so every refresh and access token issued from it.
CREATE TABLE refresh_families (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  current_jti TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  rotated_at INTEGER,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER,
  revoked_reason TEXT
);
CREATE INDEX refresh_families_user ON refresh_families (user_id);
CREATE INDEX refresh_families_expiry ON refresh_families (expires_at);

-- Access-token jtis denied before their expiry (logout); purged once expired.
CREATE TABLE denied_tokens (
  jti TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);
CREATE INDEX denied_tokens_expiry ON denied_tokens (expires_at);

CREATE TABLE api_keys (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  -- The first characters of the key, shown in listings; the key itself is never stored.
  prefix TEXT NOT NULL,
  -- SHA-256 of the whole key, hex.
  key_hash TEXT NOT NULL UNIQUE,
  tier TEXT NOT NULL CHECK (tier IN ('free', 'basic', 'premium')),
  created_at INTEGER NOT NULL,
  last_used_at INTEGER,
  expires_at INTEGER,
  revoked_at INTEGER
);
CREATE INDEX api_keys_user ON api_keys (user_id);

-- The overrides written by PUT /admin/config (JSON); defaults come from the bindings.
CREATE TABLE gateway_config (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  overrides TEXT NOT NULL,
  version INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  updated_by TEXT
);

const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };

/**
 * Parses a duration such as `1h`, `30m`, `7d`, `900s` or a bare number of seconds into
 * seconds. Throws on anything else so a bad binding fails loudly at start-up.
 */
export function parseDurationSeconds(value: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([smhd]?)\s*$/i.exec(value);
  if (!match) throw new Error(`"${value}" is not a duration (e.g. 30m, 1h, 7d)`);
  const seconds = Number(match[1]) * (UNIT_SECONDS[(match[2] || "s").toLowerCase()] ?? 1);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`"${value}" must be positive`);
  return Math.round(seconds);
}

/** Parses a byte size such as `10MB`, `512kB` or a bare number of bytes (units are binary). */
export function parseByteSize(value: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([kmg]?)i?b?\s*$/i.exec(value);
  if (!match) throw new Error(`"${value}" is not a size (e.g. 10MB)`);
  const power = { "": 0, k: 1, m: 2, g: 3 }[(match[2] ?? "").toLowerCase()] ?? 0;
  return Math.round(Number(match[1]) * 1024 ** power);
}

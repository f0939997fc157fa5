/** Parses "10MB", "512kb", "1.5 GiB" or a plain byte count into bytes (binary multiples: 1 MB = 1 MiB). */
export function parseByteSize(value: string | number): number {
  if (typeof value === "number") return value;
  const match = /^\s*(\d+(?:\.\d+)?)\s*([kmg]i?b?|b)?\s*$/i.exec(value);
  if (!match?.[1]) throw new Error(`not a byte size: "${value}" (use e.g. 10MB or 10485760)`);
  const unit = (match[2] ?? "b").toLowerCase()[0];
  const factor = unit === "k" ? 1024 : unit === "m" ? 1024 ** 2 : unit === "g" ? 1024 ** 3 : 1;
  return Math.floor(Number(match[1]) * factor);
}

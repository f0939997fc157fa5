import { spawn } from "node:child_process";

/** The native tesseract CLI on one file, single-threaded (OMP_THREAD_LIMIT=1): text and seconds. */
export function tesseractCli(
  file: string,
  lang: string,
): Promise<{ text: string; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn("tesseract", [file, "stdout", "-l", lang], {
      env: { ...process.env, OMP_THREAD_LIMIT: "1" },
      stdio: ["ignore", "pipe", "ignore"],
    });
    const out: Buffer[] = [];
    child.stdout.on("data", (c: Buffer) => out.push(c));
    child.once("error", reject);
    child.once("close", (code) => {
      if (code !== 0) return reject(new Error(`tesseract exited with ${code} on ${file}`));
      resolve({
        text: Buffer.concat(out).toString("utf8"),
        seconds: (performance.now() - started) / 1000,
      });
    });
  });
}

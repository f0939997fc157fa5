import { spawn } from "node:child_process";
import { processCpuSeconds } from "./cpu";

/** What the tesseract CLI read from one image, and what it cost. */
export interface CliReading {
  text: string;
  seconds: number;
  cpuSeconds: number;
}

/**
 * The `tesseract` CLI on one image file, as a user would run it (`tesseract <file> stdout -l
 * <lang> --psm <psm>`), single-threaded (OMP_THREAD_LIMIT=1) unless `threads` says otherwise
 * ("default": OpenMP as the CLI comes, every core) and on the given traineddata (the bundled
 * models, as both iris engines read them). CPU time is the child's, from this process's
 * waited-for children.
 */
export function tesseractCli(
  file: string,
  options: { lang: string; psm: number; tessdataDir?: string; threads?: string },
): Promise<CliReading> {
  const args = [file, "stdout", "-l", options.lang, "--psm", String(options.psm)];
  if (options.tessdataDir) args.push("--tessdata-dir", options.tessdataDir);
  const started = performance.now();
  const cpu0 = processCpuSeconds("self", true) - processCpuSeconds("self");
  return new Promise((resolve, reject) => {
    const child = spawn("tesseract", args, {
      env:
        options.threads === "default"
          ? Object.fromEntries(
              Object.entries(process.env).filter(([k]) => k !== "OMP_THREAD_LIMIT"),
            )
          : { ...process.env, OMP_THREAD_LIMIT: options.threads ?? "1" },
      stdio: ["ignore", "pipe", "ignore"],
    });
    const out: Buffer[] = [];
    child.stdout.on("data", (c: Buffer) => out.push(c));
    child.once("error", reject);
    child.once("close", (code) => {
      if (code !== 0) return reject(new Error(`tesseract exited with ${code} on ${file}`));
      const cpu1 = processCpuSeconds("self", true) - processCpuSeconds("self");
      resolve({
        text: Buffer.concat(out).toString("utf8"),
        seconds: (performance.now() - started) / 1000,
        cpuSeconds: cpu1 - cpu0,
      });
    });
  });
}

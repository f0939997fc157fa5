import { afterEach, describe, expect, it } from "vitest";
import { OneThread } from "./one-thread";

const threads: OneThread[] = [];
const busyThread = () => {
  const t = new OneThread(new URL("../testing/busy-worker.ts", import.meta.url));
  threads.push(t);
  return t;
};
afterEach(async () => {
  for (const t of threads.splice(0)) await t.close();
});

describe("OneThread", () => {
  it("fails a call that overruns alone; the calls queued behind it are answered", async () => {
    const thread = busyThread();
    const stuck = thread.call({ busyMs: 60_000, value: "never" }, "stuck step", 1_500);
    const behind = [1, 2, 3].map((value) => thread.call({ value }, "quick step", 30_000));
    await expect(stuck).rejects.toThrow("stuck step timed out");
    expect(await Promise.all(behind)).toEqual([1, 2, 3]);
    expect(await thread.call({ value: "after" }, "quick step", 30_000)).toBe("after");
  }, 60_000);

  it("counts a call's deadline from its turn, not from the queue", async () => {
    const thread = busyThread();
    const slow = thread.call({ busyMs: 2_000, value: "slow" }, "slow step", 30_000);
    // Waits 2 s behind the slow step; its own work takes no time.
    const quick = thread.call({ value: "quick" }, "quick step", 1_000);
    expect(await Promise.all([slow, quick])).toEqual(["slow", "quick"]);
  }, 60_000);

  it("fails the call a dying thread held, and serves the rest on a new thread", async () => {
    const thread = busyThread();
    const dying = thread.call({ exit: true }, "exiting step", 30_000);
    const next = thread.call({ value: "next" }, "quick step", 30_000);
    await expect(dying).rejects.toThrow("worker thread exited (code 3)");
    expect(await next).toBe("next");
  }, 60_000);
});

import { describe, expect, it } from "vitest";
import { loadConfig, parseByteSize, serviceConfigSchema } from "./index";

const fail = (line: string): never => {
  throw new Error(line);
};

describe("service configuration", () => {
  it("applies the spec defaults", () => {
    const config = loadConfig(serviceConfigSchema(8003), {}, fail);
    expect(config.PORT).toBe(8003);
    expect(config.MAX_IMAGE_SIZE).toBe(10 * 1024 * 1024);
    expect(config.SERVICE_TOKEN).toBeUndefined();
  });

  it("reads sizes written with units", () => {
    expect(parseByteSize("10MB")).toBe(10_485_760);
    expect(parseByteSize("512 kb")).toBe(524_288);
    expect(parseByteSize("1234")).toBe(1234);
    const config = loadConfig(serviceConfigSchema(8001), { MAX_IMAGE_SIZE: "2mb" }, fail);
    expect(config.MAX_IMAGE_SIZE).toBe(2 * 1024 * 1024);
  });

  it("stops with one line naming the bad variable", () => {
    expect(() => loadConfig(serviceConfigSchema(8001), { PORT: "eighty" }, fail)).toThrow(
      /^invalid configuration: PORT: /,
    );
    expect(() => loadConfig(serviceConfigSchema(8001), { MAX_IMAGE_SIZE: "ten" }, fail)).toThrow(
      /MAX_IMAGE_SIZE: not a byte size/,
    );
  });

  it("treats an empty token as unset", () => {
    expect(loadConfig(serviceConfigSchema(8001), { SERVICE_TOKEN: "" }, fail).SERVICE_TOKEN).toBe(
      undefined,
    );
  });
});

import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import Tesseract from "tesseract.js";

const require = createRequire(import.meta.url);

/** A tesseract.js worker for Spanish, reading the traineddata shipped in @tesseract.js-data/spa. */
export async function spanishReader(): Promise<{
  read(image: Uint8Array): Promise<string>;
  close(): Promise<void>;
}> {
  const langPath = join(
    dirname(require.resolve("@tesseract.js-data/spa/package.json")),
    "4.0.0_best_int",
  );
  const worker = await Tesseract.createWorker("spa", Tesseract.OEM.LSTM_ONLY, {
    langPath,
    cacheMethod: "none",
    gzip: true,
    logger: () => {},
    errorHandler: () => {},
  });
  return {
    async read(image) {
      const { data } = await worker.recognize(Buffer.from(image));
      return data.text;
    },
    close: async () => {
      await worker.terminate();
    },
  };
}

/** One idempotent set-up step of `npm start` / `npm test` (see prepare.ts). */
export interface PrepareStep {
  name: string;
  /** Builds what is missing; resolves true when it did work, false when all was in place. */
  run(): Promise<boolean>;
}

/**
 * Makes sure every runtime asset the services need exists before they start: `npm start` and
 * `npm test` run this. Each step is idempotent and quick when its output is already there.
 * Steps are added as the services gain models (default embedding model, classifier head).
 */
const steps: { name: string; run: () => Promise<void> }[] = [];

for (const step of steps) {
  const started = performance.now();
  await step.run();
  console.log(
    `[iris] prepared ${step.name} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

export {
  FIXTURE_MODEL,
  type FixtureManifest,
  type FixtureManifestOptions,
  writeFixtureManifest,
} from "./fixture-manifest";

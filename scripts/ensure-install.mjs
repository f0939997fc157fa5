// `npm run check`, `bench` and `corpus` call this first so they work on a fresh clone.
import { ensureInstall } from "./lib.mjs";

ensureInstall();

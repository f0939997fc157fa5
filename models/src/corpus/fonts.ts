/**
 * Font registration. Only the TTFs bundled in node_modules (@expo-google-fonts) are used,
 * never system fonts, so rendering is identical on every machine with the same install.
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { GlobalFonts } from "@napi-rs/canvas";

/** Body-text families (proportional). */
export const BODY_FONTS = ["Roboto", "Open Sans", "Lato", "PT Serif"] as const;
/** Monospace families, for typewriter-style values and the MRZ. */
export const MONO_FONTS = ["Roboto Mono", "IBM Plex Mono", "Courier Prime"] as const;

export type BodyFont = (typeof BODY_FONTS)[number];
export type MonoFont = (typeof MONO_FONTS)[number];
export type FontFamily = BodyFont | MonoFont;

const FILES: Record<FontFamily, { pkg: string; files: string[] }> = {
  Roboto: { pkg: "roboto", files: ["400Regular/Roboto_400Regular", "700Bold/Roboto_700Bold"] },
  "Open Sans": {
    pkg: "open-sans",
    files: ["400Regular/OpenSans_400Regular", "700Bold/OpenSans_700Bold"],
  },
  Lato: { pkg: "lato", files: ["400Regular/Lato_400Regular", "700Bold/Lato_700Bold"] },
  "PT Serif": {
    pkg: "pt-serif",
    files: ["400Regular/PTSerif_400Regular", "700Bold/PTSerif_700Bold"],
  },
  "Roboto Mono": {
    pkg: "roboto-mono",
    files: ["400Regular/RobotoMono_400Regular", "700Bold/RobotoMono_700Bold"],
  },
  "IBM Plex Mono": {
    pkg: "ibm-plex-mono",
    files: ["400Regular/IBMPlexMono_400Regular", "700Bold/IBMPlexMono_700Bold"],
  },
  "Courier Prime": {
    pkg: "courier-prime",
    files: ["400Regular/CourierPrime_400Regular", "700Bold/CourierPrime_700Bold"],
  },
};

let registered = false;

/** Registers every corpus font with the canvas once; later calls are no-ops. */
export function registerFonts(): void {
  if (registered) return;
  const require = createRequire(import.meta.url);
  for (const [family, { pkg, files }] of Object.entries(FILES)) {
    const root = dirname(require.resolve(`@expo-google-fonts/${pkg}/package.json`));
    for (const file of files) {
      const key = GlobalFonts.registerFromPath(join(root, `${file}.ttf`), family);
      if (!key) throw new Error(`corpus: cannot register font ${family} (${file})`);
    }
  }
  registered = true;
}

/** A CSS font shorthand for the canvas, e.g. `bold 32px "Open Sans"`. */
export function cssFont(family: FontFamily, size: number, bold = false): string {
  return `${bold ? "bold " : ""}${size.toFixed(1)}px "${family}"`;
}

import { join } from "node:path";
import ts from "typescript";
import { label, type Manifest, modelModule } from "./kubernetes";
import { ROOT } from "./repo";

/**
 * Unknown fields, the check the JSON schema leaves out: kubernetes-models' schemas accept
 * any extra property, so `livenesProbe` (a typo) would pass them and be silently dropped —
 * or refused by a strict server-side apply. Each object is type-checked as an object literal
 * of its model's TypeScript interface, where an unknown property is an error.
 */
export function unknownFieldFindings(manifests: Manifest[]): string[] {
  if (manifests.length === 0) return [];
  // One object per line, so a diagnostic's line names its manifest.
  const lines = manifests.map(
    (m, i) =>
      `import type { I${m.kind} as T${i} } from "${modelModule(m.apiVersion)}/${m.kind}"; ` +
      `export const doc${i}: T${i} = ${JSON.stringify(m.object)};`,
  );
  const fileName = join(ROOT, "test", "deploy", "__manifests__.ts");
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.Preserve,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const source = lines.join("\n");
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version, ...rest) =>
    name === fileName
      ? ts.createSourceFile(name, source, version, true)
      : getSourceFile(name, version, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === fileName || fileExists(name);

  const program = ts.createProgram([fileName], options, host);
  const sourceFile = program.getSourceFile(fileName);
  const diagnostics = [
    ...program.getSyntacticDiagnostics(sourceFile),
    ...program.getSemanticDiagnostics(sourceFile),
  ];
  return diagnostics.map((d) => {
    const line =
      d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line : -1;
    const manifest = manifests[line];
    const text = ts.flattenDiagnosticMessageText(d.messageText, " ");
    return manifest ? `${label(manifest)}: ${text}` : text;
  });
}

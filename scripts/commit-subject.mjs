// The commit-message rule: a subject `<scope>: <what>` of at most 72 characters, reasons and
// numbers in the body. Node built-ins only.
//
//   node scripts/commit-subject.mjs --file .git/COMMIT_EDITMSG   (the commit-msg hook)
//   node scripts/commit-subject.mjs --range <base>..HEAD         (CI: every commit since base)
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const MAX = 72;
/** Subjects git writes itself, which the rule leaves alone. */
const GENERATED = /^(Merge |Revert "|fixup! |squash! |amend! )/;
const SHAPE = /^[A-Za-z0-9][A-Za-z0-9 ._/,+-]{0,39}: \S/;

/** Why a subject breaks the rule, or undefined when it keeps it. */
export function subjectProblem(subject) {
  if (GENERATED.test(subject)) return undefined;
  if (subject.length > MAX) return `is ${subject.length} characters (at most ${MAX})`;
  if (!SHAPE.test(subject)) return "is not `<scope>: <what>`";
  return undefined;
}

function check(entries) {
  const bad = entries.flatMap(({ id, subject }) => {
    const problem = subjectProblem(subject);
    return problem ? [`${id ? `${id.slice(0, 10)} ` : ""}"${subject}" ${problem}`] : [];
  });
  for (const line of bad) process.stderr.write(`commit subject ${line}\n`);
  if (bad.length) {
    process.stderr.write(
      "Subjects are `<scope>: <what>`, imperative, at most 72 characters; numbers and reasons go in the body.\n",
    );
    process.exit(1);
  }
}

const [flag, value] = process.argv.slice(2);
if (flag === "--file") {
  const subject = readFileSync(value, "utf8")
    .split("\n")
    .find((l) => l.trim() && !l.startsWith("#"));
  check([{ id: "", subject: subject ?? "" }]);
} else if (flag === "--range") {
  const log = execFileSync("git", ["log", "--no-merges", "--format=%H%x09%s", value], {
    encoding: "utf8",
  });
  check(
    log
      .split("\n")
      .filter(Boolean)
      .map((l) => {
        const [id, ...rest] = l.split("\t");
        return { id, subject: rest.join("\t") };
      }),
  );
} else {
  process.stderr.write("usage: commit-subject.mjs --file <message file> | --range <a>..<b>\n");
  process.exit(2);
}

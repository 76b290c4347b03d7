// The server feature boundaries of docs/architecture.md §2, as pure functions over paths relative to src/ (with "/"),
// so scripts/check-imports.ts applies them and import-rules.test.ts tests them without reading files.

const FEATURES = "server/features/";

/** The feature a file of src/ belongs to ("events" for server/features/events/x.ts), or null outside the features. */
export function serverFeatureOf(rel: string): string | null {
  if (!rel.startsWith(FEATURES)) return null;
  const rest = rel.slice(FEATURES.length);
  const slash = rest.indexOf("/");
  return slash === -1 ? null : rest.slice(0, slash);
}

export function isTestFile(rel: string): boolean {
  return /\.test\.tsx?$/.test(rel);
}

/**
 * Why `importer` may not import `target` (both relative to src/, the target without extension, as written), or null.
 * A feature reaches another only through that feature's index.ts, types included: what a feature does not export
 * there (repositories above all) is its own. Tests may import any feature's files (rows to set up, shared test
 * helpers); they are not part of the app, so they are also left out of the feature graph.
 */
export function featureImportProblem(importer: string, target: string): string | null {
  if (!importer.startsWith(FEATURES)) return null;
  const from = serverFeatureOf(importer);
  if (from === null) return "every file under server/features belongs to a feature folder";
  if (isTestFile(importer)) return null;
  const to = featureTarget(target);
  if (to === null || to.feature === from) return null;
  if (to.rest === "" || to.rest === "index") return null;
  return `a feature imports another only through its index: import from "../${to.feature}", not its ${to.rest}`;
}

/** The other feature an allowed import reaches (the edge of the feature graph), or null. */
export function featureEdge(importer: string, target: string): { from: string; to: string } | null {
  const from = serverFeatureOf(importer);
  if (from === null || isTestFile(importer)) return null;
  const to = featureTarget(target);
  if (to === null || to.feature === from) return null;
  return { from, to: to.feature };
}

function featureTarget(target: string): { feature: string; rest: string } | null {
  if (!target.startsWith(FEATURES)) return null;
  const rest = target.slice(FEATURES.length);
  const slash = rest.indexOf("/");
  if (slash === -1) return { feature: rest, rest: "" };
  return { feature: rest.slice(0, slash), rest: rest.slice(slash + 1).replace(/\.tsx?$/, "") };
}

/**
 * Every elementary cycle found by a depth-first walk of `graph` (feature → features it imports), each once, as the
 * path that closes it ("a", "b", "a"), starting at its alphabetically first feature. Enough to name what to break;
 * not every cycle of a dense graph is listed, and an acyclic graph gives [].
 */
export function findCycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const cycles = new Map<string, string[]>();
  const done = new Set<string>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const visit = (node: string) => {
    stack.push(node);
    onStack.add(node);
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      if (onStack.has(next)) {
        const cycle = stack.slice(stack.indexOf(next));
        const first = cycle.indexOf([...cycle].sort()[0] as string);
        const rotated = [...cycle.slice(first), ...cycle.slice(0, first)];
        cycles.set(rotated.join(" "), [...rotated, rotated[0] as string]);
      } else if (!done.has(next)) {
        visit(next);
      }
    }
    stack.pop();
    onStack.delete(node);
    done.add(node);
  };
  for (const node of [...graph.keys()].sort()) if (!done.has(node)) visit(node);
  return [...cycles.values()];
}

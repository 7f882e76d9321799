import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The module boundaries of issue 15, point 2 (decision 023). An area is a folder whose
 * sub-folders are units (server modules, web features). A unit reaches another unit only
 * through that unit's `index.ts`; an index never re-exports a repository; a web feature
 * reaches the rest of the app only through the folders the area allows; and no two units
 * import each other, directly or round a longer loop. And the engine packages (sharp,
 * tesseract.js, TensorFlow) are imported only in the server's adapters (decision 028).
 */
export type Area = {
  /** The folder holding the units, relative to the root. */
  dir: string;
  /** What a unit is called in messages: "module", "feature". */
  unit: string;
  /**
   * Folders (relative to the root) a unit may import from outside the area. Absent: any
   * folder outside the area is allowed.
   */
  allowedOutside?: string[];
  /** Folders (relative to the root) that a unit's test files (`*.test.ts(x)`) may import besides. */
  allowedInTests?: string[];
  /** The root of the app the area lives in; imports outside it are not judged here. */
  appRoot: string;
};

/**
 * Packages that only an adapter folder may import (issue 15, point 5): the engines come in
 * through createDeps, so a module's tests can swap one. Test tooling may import them:
 * `*.test.ts`, `*.bench.ts` and files under a `fixtures/` folder.
 */
export type EngineRule = {
  /** The folder whose files are checked, relative to the root. */
  dir: string;
  /** The one folder (relative to the root) where these packages may be imported. */
  adapters: string;
  /** Package names; a name also covers its sub-paths and, ending in `/`, a whole scope. */
  packages: string[];
};

export type Violation = { file: string; message: string };

type Edge = { from: string; to: string; file: string; target: string };

export const LISTLENS_AREAS: Area[] = [
  { dir: 'apps/server/src/modules', unit: 'module', appRoot: 'apps/server/src' },
  {
    dir: 'apps/web/src/features',
    unit: 'feature',
    appRoot: 'apps/web/src',
    allowedOutside: ['apps/web/src/components', 'apps/web/src/lib', 'apps/web/src/app'],
    allowedInTests: ['apps/web/src/test'],
  },
];

export const LISTLENS_ENGINES: EngineRule[] = [
  {
    dir: 'apps/server/src',
    adapters: 'apps/server/src/adapters',
    packages: ['sharp', 'tesseract.js', '@tensorflow/'],
  },
];

const SOURCE = /\.(ts|tsx|mts)$/;
const INDEX = /^index\.tsx?$/;
const REPOSITORY = /\.repository\.tsx?$/;
const TEST = /\.test\.tsx?$/;

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}

/** Resolves a relative specifier the way the bundler settings of tsconfig do; null when it is not ours. */
function resolveImport(fromFile: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier);
  const withoutJs = base.replace(/\.(m?js|jsx)$/, '');
  const candidates = [
    base,
    ...['.ts', '.tsx', '.mts'].map((ext) => withoutJs + ext),
    ...['index.ts', 'index.tsx'].map((name) => path.join(base, name)),
  ];
  return candidates.find(isFile) ?? null;
}

function importsOf(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return info.importedFiles.map((entry) => entry.fileName);
}

/** The specifiers an index re-exports values from (`export type { X } from` gives only a type). */
function valueExportsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) => {
    if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier) return [];
    if (!ts.isStringLiteral(statement.moduleSpecifier) || statement.isTypeOnly) return [];
    const clause = statement.exportClause;
    const typesOnly = clause && ts.isNamedExports(clause) && clause.elements.every((element) => element.isTypeOnly);
    return typesOnly ? [] : [statement.moduleSpecifier.text];
  });
}

/** The unit a path belongs to, or null when it is outside the area. */
function unitOf(areaDir: string, file: string): string | null {
  const relative = path.relative(areaDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [first, ...rest] = relative.split(path.sep);
  return rest.length > 0 && first ? first : null;
}

function isInside(dir: string, file: string): boolean {
  const relative = path.relative(dir, file);
  return !relative.startsWith('..') && !path.isAbsolute(relative);
}

function checkArea(root: string, area: Area, violations: Violation[]): Edge[] {
  const areaDir = path.join(root, area.dir);
  const appRoot = path.join(root, area.appRoot);
  const edges: Edge[] = [];
  for (const file of sourceFiles(areaDir)) {
    const from = unitOf(areaDir, file);
    if (!from) continue;
    const shown = path.relative(root, file);
    const allowed = [...(area.allowedOutside ?? []), ...(TEST.test(file) ? (area.allowedInTests ?? []) : [])];
    const isUnitIndex = path.dirname(file) === path.join(areaDir, from) && INDEX.test(path.basename(file));
    if (isUnitIndex) {
      for (const specifier of valueExportsOf(file)) {
        const target = resolveImport(file, specifier);
        if (target && REPOSITORY.test(target))
          violations.push({
            file: shown,
            message: `exports ${path.relative(root, target)}: an index gives services and types, never a repository`,
          });
      }
    }
    for (const specifier of importsOf(file)) {
      const target = resolveImport(file, specifier);
      if (!target) continue;
      const to = unitOf(areaDir, target);
      const targetShown = path.relative(root, target);
      if (to === from) continue;
      if (to) {
        edges.push({ from, to, file: shown, target: targetShown });
        const isIndex = path.dirname(target) === path.join(areaDir, to) && INDEX.test(path.basename(target));
        if (!isIndex) {
          violations.push({
            file: shown,
            message: `imports ${targetShown}: another ${area.unit} only through its index.ts`,
          });
        }
        continue;
      }
      if (!area.allowedOutside || !isInside(appRoot, target)) continue;
      if (!allowed.some((dir) => isInside(path.join(root, dir), target))) {
        violations.push({
          file: shown,
          message: `imports ${targetShown}: a ${area.unit} imports only from ${area.allowedOutside.join(', ')} and other ${area.unit}s' index.ts`,
        });
      }
    }
  }
  return edges;
}

/** The loops among units: Tarjan's strongly connected components of more than one unit. */
function cyclesOf(edges: Edge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const edge of edges) {
    if (!next.has(edge.from)) next.set(edge.from, new Set());
    next.get(edge.from)?.add(edge.to);
  }
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (unit: string) => {
    order.set(unit, order.size);
    low.set(unit, order.get(unit) ?? 0);
    stack.push(unit);
    onStack.add(unit);
    for (const to of next.get(unit) ?? []) {
      if (!order.has(to)) {
        visit(to);
        low.set(unit, Math.min(low.get(unit) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) {
        low.set(unit, Math.min(low.get(unit) ?? 0, order.get(to) ?? 0));
      }
    }
    if (low.get(unit) !== order.get(unit)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== unit);
    if (component.length > 1) components.push(component.sort());
  };
  for (const unit of [...next.keys()].sort()) if (!order.has(unit)) visit(unit);
  return components;
}

function describeCycle(area: Area, members: string[], edges: Edge[]): Violation {
  const inside = new Set(members);
  const links = edges
    .filter((edge) => inside.has(edge.from) && inside.has(edge.to))
    .filter((edge, i, all) => all.findIndex((e) => e.from === edge.from && e.to === edge.to) === i)
    .map((edge) => `${edge.from} → ${edge.to} (${edge.file} imports ${edge.target})`);
  return {
    file: area.dir,
    message: `import cycle between ${area.unit}s ${members.join(', ')}: ${links.join('; ')}`,
  };
}

const TEST_TOOLING = /\.(test|bench)\.tsx?$/;

function isEnginePackage(specifier: string, packages: string[]): boolean {
  return packages.some((name) =>
    name.endsWith('/') ? specifier.startsWith(name) : specifier === name || specifier.startsWith(`${name}/`),
  );
}

function checkEngines(root: string, rule: EngineRule, violations: Violation[]): void {
  const adapters = path.join(root, rule.adapters);
  for (const file of sourceFiles(path.join(root, rule.dir))) {
    if (isInside(adapters, file) || TEST_TOOLING.test(file)) continue;
    if (path.relative(root, file).split(path.sep).includes('fixtures')) continue;
    for (const specifier of importsOf(file)) {
      if (!isEnginePackage(specifier, rule.packages)) continue;
      violations.push({
        file: path.relative(root, file),
        message: `imports ${specifier}: an engine is used through the interface createDeps passes in; only ${rule.adapters} imports it`,
      });
    }
  }
}

export function checkBoundaries(
  root: string,
  areas: Area[] = LISTLENS_AREAS,
  engines: EngineRule[] = LISTLENS_ENGINES,
): Violation[] {
  const violations: Violation[] = [];
  for (const area of areas) {
    const edges = checkArea(root, area, violations);
    for (const members of cyclesOf(edges)) violations.push(describeCycle(area, members, edges));
  }
  for (const rule of engines) checkEngines(root, rule, violations);
  return violations;
}

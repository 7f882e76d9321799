import type { FastifyInstance } from 'fastify';

/** "METHOD /path" of every route, from printRoutes' tree (a line's path is its parent's plus its own part). */
export function routeTable(printed: string): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of printed.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const full = (depth > 0 ? (stack[depth - 1] ?? '') : '') + match[2];
    stack[depth] = full;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push(`${method} ${full}`);
    }
  }
  return routes;
}

/** Every API route ("METHOD /api/...") of a ready app, sorted. */
export function apiRoutesOf(app: FastifyInstance): string[] {
  return routeTable(app.printRoutes({ commonPrefix: false }))
    .filter((route) => route.split(' ')[1]?.startsWith('/api/'))
    .sort();
}

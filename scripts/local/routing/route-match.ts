import { type ApiName, apiBasePaths, type RouteDefinition, routesOf } from '../../../shared/api/routes';

/**
 * Matches a request to the route table the way API Gateway picks a resource: by API (from the base
 * path), then by path template, literal segments winning over `{param}` ones; the method is checked
 * last so a known path with the wrong method can be told apart from an unknown path.
 */
export type RouteMatch =
  /** Not an API path at all: the static site's business. */
  | { readonly kind: 'not-api' }
  /** Under an API's prefix but no resource has this path. */
  | { readonly kind: 'unknown-path'; readonly api: ApiName }
  /** A resource has this path, not with this method. `resource` is its template (for preflights). */
  | { readonly kind: 'wrong-method'; readonly api: ApiName; readonly resource: string }
  | {
      readonly kind: 'route';
      readonly api: ApiName;
      readonly route: RouteDefinition;
      /** Decoded values of the `{name}` segments. */
      readonly pathParameters: Readonly<Record<string, string>>;
    };

interface CompiledRoute {
  readonly route: RouteDefinition;
  readonly segments: readonly string[];
}

interface CompiledApi {
  readonly api: ApiName;
  readonly base: string;
  /** Path prefixes that belong to this API: its base path, or for a root-based API its first segments. */
  readonly prefixes: readonly string[];
  readonly routes: readonly CompiledRoute[];
}

const segmentsOf = (path: string): string[] => path.split('/').filter((s) => s.length > 0);
const isParameter = (segment: string): boolean => segment.startsWith('{') && segment.endsWith('}');
const parameterName = (segment: string): string => segment.slice(1, -1).replace(/\+$/, '');
const isGreedy = (segment: string): boolean => segment.endsWith('+}');

const decode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

function compileApi(api: ApiName, routes: readonly RouteDefinition[]): CompiledApi {
  const base = apiBasePaths[api];
  const compiled = routes.map((route) => ({ route, segments: segmentsOf(route.path) }));
  const prefixes = base ? [base] : [...new Set(compiled.map((r) => `/${r.segments[0] ?? ''}`))];
  return { api, base, prefixes, routes: compiled };
}

/** Segment-by-segment match; null when the template does not fit. */
function matchTemplate(template: readonly string[], path: readonly string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < template.length; i++) {
    const segment = template[i]!;
    if (isGreedy(segment)) {
      if (i >= path.length) return null;
      params[parameterName(segment)] = path.slice(i).map(decode).join('/');
      return params;
    }
    const actual = path[i];
    if (actual === undefined) return null;
    if (isParameter(segment)) params[parameterName(segment)] = decode(actual);
    else if (segment !== actual) return null;
  }
  return template.length === path.length ? params : null;
}

/** Literal segments first, position by position: `/query/status` beats `/query/{hash}`. */
const specificity = (segments: readonly string[]): string =>
  segments.map((s) => (isGreedy(s) ? '0' : isParameter(s) ? '1' : '2')).join('');

export interface RouteMatcher {
  match(method: string, pathname: string): RouteMatch;
  /** The path prefixes that belong to an API (everything else is the static site). */
  readonly apiPrefixes: readonly string[];
}

export function createRouteMatcher(
  routesFor: (api: ApiName) => readonly RouteDefinition[] = routesOf,
): RouteMatcher {
  // Longest base first, so '/api' is tried before the root-based public API.
  const apis = (['console', 'public'] as const)
    .map((api) => compileApi(api, routesFor(api)))
    .sort((a, b) => b.base.length - a.base.length);

  const owner = (pathname: string): CompiledApi | undefined =>
    apis.find((a) => a.prefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`)));

  return {
    apiPrefixes: apis.flatMap((a) => a.prefixes),
    match(method, rawPathname) {
      // API Gateway treats `/user/` as `/user`.
      const pathname = rawPathname.length > 1 ? rawPathname.replace(/\/+$/, '') : rawPathname;
      const api = owner(pathname);
      if (!api) return { kind: 'not-api' };
      const path = segmentsOf(pathname.slice(api.base.length));
      const candidates = api.routes
        .map((r) => ({ ...r, params: matchTemplate(r.segments, path) }))
        .filter((r) => r.params !== null)
        .sort((a, b) => specificity(b.segments).localeCompare(specificity(a.segments)));
      const best = candidates[0];
      if (!best) return { kind: 'unknown-path', api: api.api };
      // Several routes share a resource when their methods differ (GET and POST of /monitor/config/default).
      const sameResource = candidates.filter((c) => c.route.path === best.route.path);
      const hit = sameResource.find((c) => c.route.method === method.toUpperCase());
      if (!hit) return { kind: 'wrong-method', api: api.api, resource: best.route.path };
      return { kind: 'route', api: api.api, route: hit.route, pathParameters: hit.params ?? {} };
    },
  };
}

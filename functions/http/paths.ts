/**
 * A route's path template (`/games/{gameId}/join`) as a matcher of request paths: the path's
 * parameters, decoded, or undefined when the path is not one of the template's (or cannot be
 * decoded). The local server routes with it, and the `$default` route finds a preflight's path.
 */
export function pathMatcher(template: string): (pathname: string) => Record<string, string> | undefined {
  const names: string[] = [];
  const regex = new RegExp(
    `^${template.replace(/\{(\w+)\}/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    })}$`,
  );
  return (pathname) => {
    const m = regex.exec(pathname);
    if (!m) return undefined;
    try {
      return Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)]));
    } catch {
      return undefined;
    }
  };
}

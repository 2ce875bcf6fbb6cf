// Route paths come from contract/paths.ts; the 2025 clients call some with and some without the slash.

/** A path of API_PATHS as given, and without its trailing slash when it has one. */
export function slashOptional(path: string): string[] {
  return path.endsWith('/') ? [path, path.slice(0, -1)] : [path];
}

/**
 * The one nginx `ssi` directive the pages use, `<!--# include virtual="/api/..." -->`, done the
 * way the shell image's nginx does it: the directive is replaced by the answer of that path (the
 * home page's published results, issue 30), or by nothing when it fails, so the page still serves
 * the studio's own pictures. Only `/api/` paths are included, from the BFF.
 */
const includeDirective = /<!--#\s*include\s+virtual="([^"]*)"\s*-->/g;

/** How long a page waits for an include before serving without it. */
export const includeTimeoutMs = 2000;

export const hasIncludes = (html: string) => html.includes('<!--#');

export async function renderIncludes(
  html: string,
  fetchInclude: (path: string) => Promise<string>,
): Promise<string> {
  const paths = [...new Set([...html.matchAll(includeDirective)].map((match) => match[1]!))];
  const bodies = new Map(
    await Promise.all(
      paths.map(async (path): Promise<[string, string]> => {
        if (!path.startsWith('/api/')) return [path, ''];
        try {
          return [path, await fetchInclude(path)];
        } catch {
          return [path, ''];
        }
      }),
    ),
  );
  return html.replace(includeDirective, (_directive, path: string) => bodies.get(path) ?? '');
}

/** An include read from the BFF: its HTML body when it answers 200 with HTML, else nothing. */
export function includeFromBff(bffUrl: string) {
  return async (path: string): Promise<string> => {
    const response = await fetch(new URL(path, bffUrl), {
      signal: AbortSignal.timeout(includeTimeoutMs),
    });
    const isHtml = (response.headers.get('content-type') ?? '').startsWith('text/html');
    if (!response.ok || !isHtml) {
      await response.body?.cancel();
      return '';
    }
    return response.text();
  };
}

/**
 * Node module hooks for prerendering components that import their CSS (shell-kit's form pieces):
 * the import is empty in Node; the page's built CSS is inlined by the prerender instead. Register
 * with `register('@studio/shell/prerender/css-import-hooks', import.meta.url)` before importing
 * such a component.
 */
export async function load(url, context, nextLoad) {
  if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
  return nextLoad(url, context);
}

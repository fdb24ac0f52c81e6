import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The parts of a remote's `mf-manifest.json` the prerender reads. */
export interface FederationManifest {
  shared: FederatedAssets[];
  exposes: FederatedAssets[];
}

interface FederatedAssets {
  name: string;
  assets: {
    js: { sync: string[]; async: string[] };
    css: { sync: string[]; async: string[] };
  };
}

/** A remote's build as the prerender sees it: its folder and its entry in the shell's remotes.json. */
export interface BuiltRemote {
  name: string;
  dist: string;
  manifest: FederationManifest;
  /** Where the shell finds its manifest (`/remotes/staff/mf-manifest.json`). */
  entry: string;
}

const placeholderOrigin = 'http://prerender.invalid';

/**
 * Reads a remote's build and its entry in the shell's built `remotes.json`. The pages are
 * prerendered against the remote list the shell was built with; an environment that replaces
 * remotes.json later only loses the head start of the prefetch, never the page.
 */
export function readBuiltRemote(shellDist: string, name: string, dist: string): BuiltRemote {
  const remoteList = JSON.parse(readFileSync(path.join(shellDist, 'remotes.json'), 'utf8')) as {
    remotes: { name: string; entry: string }[];
  };
  const entry = remoteList.remotes.find((remote) => remote.name === name)?.entry;
  if (!entry) throw new Error(`${shellDist}/remotes.json has no remote ${name}`);
  const manifest = JSON.parse(
    readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'),
  ) as FederationManifest;
  return { name, dist, manifest, entry };
}

function assetsOf(remote: BuiltRemote, list: 'exposes' | 'shared', name: string) {
  const found = remote.manifest[list].find((candidate) => candidate.name === name);
  if (!found) throw new Error(`${remote.name}'s mf-manifest.json has no ${list} entry ${name}`);
  return found.assets;
}

/** The URL the browser loads a remote's file from (same-origin paths stay paths). */
function remoteFileUrl(remote: BuiltRemote, file: string): string {
  const url = new URL(file, new URL(remote.entry, placeholderOrigin));
  return url.origin === placeholderOrigin ? url.pathname : url.href;
}

/**
 * The shell-kit UI pieces a remote provides (forms, banners, modals). The shell renders none of
 * them, so a remote page that uses one loads it, and its CSS, from its own remote; the rest of
 * shell-kit (api, session, paths) the shell imports itself and provides first. The manifest does
 * not say which pieces an expose uses: all of the remote's are taken.
 */
function sharedShellKit(remote: BuiltRemote) {
  return remote.manifest.shared.filter((shared) => shared.name.startsWith('@studio/shell-kit/ui/'));
}

/** The built CSS of one exposed page and of the shell-kit pieces the remote provides. */
export function pageCss(remote: BuiltRemote, expose: string): string {
  const css = [
    assetsOf(remote, 'exposes', expose).css,
    ...sharedShellKit(remote).map((s) => s.assets.css),
  ];
  return [...new Set(css.flatMap((files) => [...files.sync, ...files.async]))]
    .map((file) =>
      readFileSync(path.join(remote.dist, file), 'utf8').replace(
        /\/\*# sourceMappingURL=.*\*\//g,
        '',
      ),
    )
    .join('\n');
}

/**
 * What the app needs to take over a page or open the next likely one, as URLs to prefetch: every
 * script of the shell's build, and for each remote page its manifest, container, the page's own
 * chunks and the shell-kit pieces the remote provides.
 */
export function appCodeToPrefetch(
  shellDist: string,
  pages: { remote: BuiltRemote; expose: string }[],
): string[] {
  const shellScripts = [
    ...readdirSync(shellDist).filter((file) => file.endsWith('.js')),
    ...readdirSync(path.join(shellDist, 'chunks'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => `chunks/${file}`),
  ].map((file) => `/${file}`);
  const remoteFiles = pages.flatMap(({ remote, expose }) => {
    const assets = [
      assetsOf(remote, 'exposes', expose),
      ...sharedShellKit(remote).map((s) => s.assets),
    ];
    const files = [
      'mf-manifest.json',
      'remoteEntry.js',
      ...assets.flatMap(({ js, css }) => [...js.sync, ...js.async, ...css.sync, ...css.async]),
    ];
    return files.map((file) => remoteFileUrl(remote, file));
  });
  return [...new Set([...shellScripts, ...remoteFiles])];
}

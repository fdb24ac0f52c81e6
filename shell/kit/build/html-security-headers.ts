import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import helmet from 'helmet';
import { mapEmbedOrigin } from '../src/map-embed.js';
import { siteInlineContentHashes, type InlineContentHashes } from './inline-content-hashes.js';

/** The shell's runtime remote list (`remotes.json`). */
export interface RemoteList {
  remotes: { name: string; entry: string }[];
}

export interface HtmlSecurityOptions {
  /** The inline scripts and styles of the pages, allowed by hash. */
  hashes: InlineContentHashes;
  /** Origins other than the page's own that serve a remote's files (its scripts, CSS, media). */
  remoteOrigins: string[];
  /** Served over HTTPS: adds HSTS (browsers ignore it over plain HTTP anyway). */
  https: boolean;
}

const self = "'self'";

/**
 * The CSP of every page of the frontend (the shell's `index.html`, the bare app shell and the
 * prerendered public pages). Nothing inline runs or styles unless its hash is listed; remotes
 * load from this origin or an origin `remotes.json` names; the only frame is the map.
 */
export function htmlContentSecurityPolicy({ hashes, remoteOrigins }: HtmlSecurityOptions) {
  return {
    defaultSrc: [self],
    scriptSrc: [self, ...remoteOrigins, ...hashes.scripts],
    styleSrc: [self, ...remoteOrigins, ...hashes.styles],
    imgSrc: [self, ...remoteOrigins],
    mediaSrc: [self, ...remoteOrigins],
    fontSrc: [self, ...remoteOrigins],
    // The federation runtime fetches each remote's mf-manifest.json.
    connectSrc: [self, ...remoteOrigins],
    frameSrc: [mapEmbedOrigin],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: [self],
  };
}

/**
 * The response headers of a page, as helmet writes them: the CSP above, `Referrer-Policy:
 * no-referrer` (a reset-password URL carries its token), `nosniff`, `X-Frame-Options: DENY`,
 * the cross-origin isolation headers and, over HTTPS, HSTS. They are the same for every page,
 * so helmet runs once and its headers are recorded.
 */
export function htmlSecurityHeaders(options: HtmlSecurityOptions): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name, String(value)]);
    },
    removeHeader() {},
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: htmlContentSecurityPolicy(options) },
    strictTransportSecurity: options.https
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
  })({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  if (headers.length === 0) throw new Error('helmet set no headers');
  return headers;
}

/** The origins of the entries in a remote list that are not on the page's own origin. */
export function remoteOrigins(list: RemoteList): string[] {
  const page = new URL('https://page.invalid/');
  const origins = list.remotes
    .map((remote) => new URL(remote.entry, page).origin)
    .filter((origin) => origin !== page.origin);
  return [...new Set(origins)].sort();
}

export function readRemoteList(shellDir: string): RemoteList {
  const file = path.join(shellDir, 'remotes.json');
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as RemoteList)
    : { remotes: [] };
}

/**
 * The headers for the pages of a shell build folder: hashes read from its HTML files now, so
 * whatever inline code the build or the prerendering wrote is what is allowed.
 */
export function shellBuildSecurityHeaders(
  shellDir: string,
  options: { https: boolean; remotes?: RemoteList },
): [string, string][] {
  return htmlSecurityHeaders({
    hashes: siteInlineContentHashes(shellDir),
    remoteOrigins: remoteOrigins(options.remotes ?? readRemoteList(shellDir)),
    https: options.https,
  });
}

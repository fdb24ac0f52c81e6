export interface RemoteListEntry {
  name: string;
  entry: string;
}

/** Where the shell finds the remotes: served beside index.html, replaceable per environment. */
export const remoteListUrl = '/remotes.json';

/**
 * Reads the remote list (`{ remotes: [{ name, entry }] }`). A missing or broken list leaves the
 * shell running with no remotes: every remote area then shows its "unavailable" fallback.
 */
export async function fetchRemoteList(fetchImpl: typeof fetch = fetch): Promise<RemoteListEntry[]> {
  try {
    const response = await fetchImpl(remoteListUrl, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${remoteListUrl} answered ${response.status}`);
    return parseRemoteList(await response.json());
  } catch (error) {
    console.error('Could not read the remote list; remote areas will be unavailable.', error);
    return [];
  }
}

export function parseRemoteList(body: unknown): RemoteListEntry[] {
  const remotes = (body as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(remotes)) throw new Error(`${remoteListUrl} has no "remotes" array`);
  return remotes.map((remote: unknown, index) => {
    const { name, entry } = (remote ?? {}) as Partial<Record<'name' | 'entry', unknown>>;
    if (typeof name !== 'string' || typeof entry !== 'string' || name === '' || entry === '') {
      throw new Error(`${remoteListUrl}: remote #${index} needs a "name" and an "entry"`);
    }
    return { name, entry };
  });
}

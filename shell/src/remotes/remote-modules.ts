import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteListEntry } from './remote-list';

export function registerRemoteList(remotes: RemoteListEntry[]): void {
  registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
}

/** `mfe_staff/LoginPage`: a remote's container name and one of its exposes. */
export type RemoteModuleId = `${string}/${string}`;

type PageModule = { default: ComponentType };

const loadedPages = new Map<RemoteModuleId, ComponentType>();
const automaticAttempts = 2;
const delayBetweenAttemptsMs = 400;

/**
 * Loads an exposed page, trying again once after a short pause (a deploy swapping files, a
 * dropped connection). Failures are not cached, so a later retry asks the network again.
 */
export async function loadRemotePage(id: RemoteModuleId): Promise<ComponentType> {
  const cached = loadedPages.get(id);
  if (cached) return cached;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const page = await loadPageOnce(id);
      loadedPages.set(id, page);
      return page;
    } catch (error) {
      if (attempt >= automaticAttempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayBetweenAttemptsMs));
    }
  }
}

async function loadPageOnce(id: RemoteModuleId): Promise<ComponentType> {
  const module = await loadRemote<PageModule>(id);
  if (!module || typeof module.default !== 'function') {
    throw new Error(`Remote module ${id} did not provide a page component`);
  }
  return module.default;
}

/** The page already loaded for this id, if any: lets a render skip Suspense. */
export function loadedRemotePage(id: RemoteModuleId): ComponentType | undefined {
  return loadedPages.get(id);
}

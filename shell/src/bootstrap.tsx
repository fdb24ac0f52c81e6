import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { loadBusinessTime } from '@studio/shell-kit/business-time';
import { readStoredUser } from '@studio/shell-kit/session-storage';
import { createStore } from '@studio/shell-kit/store';
import { App } from './app/App';
import { preloadFirstPage } from './app/preload-first-page';
import { fetchRemoteList } from './remotes/remote-list';
import { registerRemoteList } from './remotes/remote-modules';

/**
 * Loads what the first render needs (the remote list, the studio's time zone, the store, the
 * current route's page) and returns the function that draws the app into #root, synchronously,
 * replacing any prerendered markup there.
 */
export async function prepare(): Promise<() => void> {
  const [remoteList] = await Promise.all([
    fetchRemoteList(),
    // Without it the public pages still work; a screen that shows dates then says it is unavailable.
    loadBusinessTime().catch((error: unknown) => console.warn('No business time zone:', error)),
  ]);
  registerRemoteList(remoteList);
  const store = createStore({ user: readStoredUser() });
  await preloadFirstPage(window.location.pathname, store.getState().session.user?.role);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  // Synchronous, so whoever started the app can act on the live page right after.
  return () =>
    flushSync(() =>
      root.render(
        <StrictMode>
          <Provider store={store}>
            <BrowserRouter>
              <App />
            </BrowserRouter>
          </Provider>
        </StrictMode>,
      ),
    );
}

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { readStoredUser } from '@studio/shell-kit/session-storage';
import { createStore } from '@studio/shell-kit/store';
import { App } from './app/App';
import { preloadFirstPage } from './app/preload-first-page';
import { fetchRemoteList } from './remotes/remote-list';
import { registerRemoteList } from './remotes/remote-modules';

async function start() {
  registerRemoteList(await fetchRemoteList());
  const store = createStore({ user: readStoredUser() });
  await preloadFirstPage(window.location.pathname, store.getState().session.user?.role);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}

void start();

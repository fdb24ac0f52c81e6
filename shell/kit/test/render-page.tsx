import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { SessionUser } from '@studio/shell-kit/session-user';
import { createStore } from '@studio/shell-kit/store';

export const adminUser: SessionUser = {
  _id: '0b7d6a5e-3f5c-4c8e-9a51-8d1e2f3a4b5c',
  name: 'Alice Admin',
  email: 'alice@example.com',
  role: 'admin',
  status: 'active',
  dateCreated: '2024-01-01T07:05:00.000Z',
  lastEdited: null,
};

export const trainerUser: SessionUser = {
  _id: '6f1c2d3e-4a5b-4c6d-8e7f-901a2b3c4d5e',
  name: 'Tom Trainer',
  email: 'tom@example.com',
  role: 'trainer',
  status: 'active',
  dateCreated: '2024-02-03T01:00:00.000Z',
  lastEdited: null,
};

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

interface Options {
  /** The address the page opens at. */
  at?: string;
  /** The route pattern the page is mounted on (for `useParams`); defaults to `at`. */
  route?: string;
  user?: SessionUser | null;
}

/**
 * Renders a page the way the shell does: the one store (from shell-kit) and a router. Tests read
 * the current path from the `location` test id.
 */
export function renderPage(page: ReactElement, { at = '/', route, user = null }: Options = {}) {
  const store = createStore({ user });
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={route ?? at} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { ...view, store };
}

import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { SessionUser } from '@studio/shell-kit/session-user';
import { createStore } from '@studio/shell-kit/store';
import { App } from '../app/App';

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** The shell as the browser gets it, at one address, with or without a signed-in user. */
export function renderApp(at: string, user: SessionUser | null = null) {
  const store = createStore({ user });
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[at]}>
        <App />
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { ...view, store };
}

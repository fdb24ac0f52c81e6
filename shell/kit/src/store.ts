import { combineSlices, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { baseApi } from '@studio/shell-kit/api';
import { sessionSlice, signedIn, signedOut } from '@studio/shell-kit/session-slice';
import { forgetStoredUser, storeUser } from '@studio/shell-kit/session-storage';
import type { SessionUser } from '@studio/shell-kit/session-user';

/** Remotes add lazy slices with `rootReducer.inject(slice)`. */
export const rootReducer = combineSlices(baseApi, sessionSlice);

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Builds the site's Redux store. The shell creates the one store of the page; tests create their own.
 * The signed-in user is mirrored to localStorage so the next page load paints at once; signing
 * out also drops every cached response.
 */
export function createStore(options: { user?: SessionUser | null; storage?: Storage } = {}) {
  const sessionPersistence = createListenerMiddleware();
  sessionPersistence.startListening({
    matcher: isAnyOf(signedIn, signedOut),
    effect: (action, listenerApi) => {
      // Looked up here, not at creation, so a store can also be built where there is no
      // localStorage (prerendering the layout in Node).
      const storage = options.storage ?? localStorage;
      if (signedIn.match(action)) {
        storeUser(action.payload, storage);
        return;
      }
      forgetStoredUser(storage);
      // Nothing fetched for the previous person may show for the next one.
      listenerApi.dispatch(baseApi.util.resetApiState());
    },
  });
  return configureStore({
    reducer: rootReducer,
    preloadedState: { session: { user: options.user ?? null } },
    middleware: (getDefault) =>
      getDefault().prepend(sessionPersistence.middleware).concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from '@studio/shell-kit/session-user';

/**
 * Who is signed in, as far as the page knows. The httpOnly cookie is the truth; this state is
 * restored from localStorage for the first paint and confirmed by `GET /api/profile`.
 */
export interface SessionState {
  user: SessionUser | null;
}

const initialState: SessionState = { user: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<SessionUser>) {
      state.user = action.payload;
    },
    signedOut(state) {
      state.user = null;
    },
  },
  selectors: {
    selectSessionUser: (state) => state.user,
  },
});

export const { signedIn, signedOut } = sessionSlice.actions;
export const { selectSessionUser } = sessionSlice.selectors;

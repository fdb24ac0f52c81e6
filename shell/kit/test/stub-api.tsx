import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { vi } from 'vitest';
import { adminUser } from './render-page';
import { createStore } from '@studio/shell-kit/store';

/** What the stubbed server answers a GET: by path, from its query parameters. */
export type StubAnswers = Record<string, (query: URLSearchParams) => unknown>;

/**
 * Renders `ui` with the shell's store, its API calls answered by `answers` instead of a server;
 * answers the fetch mock so a test can check which calls the screen made.
 */
export function renderWithApi(ui: ReactElement, answers: StubAnswers) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const answer = answers[url.pathname];
    if (!answer) return Response.json({ error: 'Not stubbed' }, { status: 404 });
    return Response.json(answer(url.searchParams));
  });
  vi.stubGlobal('fetch', fetchMock);
  const store = createStore({ user: adminUser });
  return { ...render(<Provider store={store}>{ui}</Provider>), fetchMock };
}

/** The addresses the screen asked for, as path?query. */
export function calledPaths(fetchMock: ReturnType<typeof vi.fn>): string[] {
  return fetchMock.mock.calls.map(([input]) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return `${url.pathname}${url.search}`;
  });
}

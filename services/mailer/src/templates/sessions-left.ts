/** "1 session", "0 sessions", "-1 sessions": balances may go below zero. */
export const sessionsLeftPhrase = (count: number): string =>
  `${count} ${count === 1 ? 'session' : 'sessions'}`;

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SuccessBanner } from './SuccessBanner';

function BannerHost() {
  const [message, setMessage] = useState<string | null>('Successfully Added!');
  return <SuccessBanner message={message} onDismiss={() => setMessage(null)} />;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('SuccessBanner', () => {
  it('shows the message and disappears after 1000 ms', () => {
    vi.useFakeTimers();
    render(<BannerHost />);
    expect(screen.getByRole('status')).toHaveTextContent('Successfully Added!');
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole('status')).toHaveTextContent('Successfully Added!');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('can be dismissed at once', async () => {
    const user = userEvent.setup();
    render(<BannerHost />);
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

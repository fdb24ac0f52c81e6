import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { ButtonLink } from './ButtonLink';
import { FormActions } from './FormActions';

describe('Button', () => {
  it('is a button named by its text that acts on click, Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Clear Filters</Button>);
    const button = screen.getByRole('button', { name: 'Clear Filters' });
    await user.click(button);
    await user.tab();
    await user.tab({ shift: true });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('does not submit its form unless it says type="submit"', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <FormActions>
          <Button variant="primary" type="submit">
            Schedule Training
          </Button>
          <Button>Cancel</Button>
        </FormActions>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Schedule Training' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('does nothing while disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button variant="danger" disabled onClick={onClick}>
        Delete
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  it('keeps an aria-label as its accessible name', () => {
    render(
      <Button size="sm" aria-label="Cancel the session on Tue, 1 Dec 2026 at 9:00 am">
        Cancel
      </Button>,
    );
    expect(
      screen.getByRole('button', { name: 'Cancel the session on Tue, 1 Dec 2026 at 9:00 am' }),
    ).toBeInTheDocument();
  });
});

describe('ButtonLink', () => {
  it('is a link, with its address and download name', () => {
    render(
      <ButtonLink href="/api/payments/export.csv" download="payments.csv">
        Export CSV
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Export CSV' });
    expect(link).toHaveAttribute('href', '/api/payments/export.csv');
    expect(link).toHaveAttribute('download', 'payments.csv');
  });
});

import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';
import { Card } from './Card';
import { Page } from './Page';

describe('Card', () => {
  it('is a region named by its heading, with its actions', () => {
    render(
      <Card title="Training Stats" actions={<Button>View Scheduled Trainings</Button>}>
        <p>12 past trainings</p>
      </Card>,
    );
    const card = screen.getByRole('region', { name: 'Training Stats' });
    expect(within(card).getByRole('heading', { level: 2, name: 'Training Stats' })).toBeVisible();
    expect(within(card).getByRole('button', { name: 'View Scheduled Trainings' })).toBeVisible();
    expect(within(card).getByText('12 past trainings')).toBeVisible();
  });

  it('puts its heading at the level asked for', () => {
    render(
      <Card title="Payments" titleLevel={3}>
        <p>None yet</p>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Payments' })).toBeVisible();
  });

  it('is a plain panel without a title', () => {
    render(<Card>Just content</Card>);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByText('Just content')).toBeVisible();
  });
});

describe('Page', () => {
  it('is a region named by its one h1, with its intro and actions', () => {
    render(
      <Page
        title="List of Customers"
        intro="Click on column headers to sort"
        actions={<Button variant="primary">Add New Customer</Button>}
      >
        <p>rows</p>
      </Page>,
    );
    const page = screen.getByRole('region', { name: 'List of Customers' });
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('List of Customers');
    expect(within(page).getByText('Click on column headers to sort')).toBeVisible();
    expect(within(page).getByRole('button', { name: 'Add New Customer' })).toBeVisible();
  });
});

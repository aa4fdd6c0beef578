import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryErrorAlert } from './query-error-alert';

describe('QueryErrorAlert', () => {
  it('shows the error with a Retry button that asks again', async () => {
    const onRetry = vi.fn();
    render(
      <QueryErrorAlert title="Error loading properties" onRetry={onRetry}>
        Failed to fetch properties
      </QueryErrorAlert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error loading properties');
    expect(alert).toHaveTextContent('Failed to fetch properties');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('takes another label and stays busy while retrying', () => {
    render(<QueryErrorAlert title="Failed" retryLabel="Try again" retrying onRetry={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, Dialog } from './dialog';

describe('Dialog', () => {
  it('a confirmation has its text and buttons and no empty body between them', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        title="Delete this property?"
        description="This cannot be undone."
        confirmLabel="Delete Property"
        onConfirm={onConfirm}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete this property?' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    // Header and footer only: the body wrapper exists only for dialogs with content.
    expect(dialog.querySelector('.overflow-y-auto')).toBeNull();

    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Property' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('a dialog with content shows it in a scrolling body', () => {
    render(
      <Dialog open onOpenChange={() => {}} title="Import properties">
        <p>Choose a CSV file</p>
      </Dialog>,
    );
    const body = screen.getByText('Choose a CSV file').parentElement;
    expect(body).toHaveClass('overflow-y-auto');
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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

describe('focus after a dialog closes', () => {
  function Opened({ items, onDelete }: { items: string[]; onDelete?: (item: string) => void }) {
    const [open, setOpen] = useState<string | null>(null);
    return (
      <main>
        <h1>Properties</h1>
        <ul>
          {items.map((item) => (
            <li key={item}>
              <button type="button">Open {item}</button>
              <button type="button" onClick={() => setOpen(item)}>
                Delete {item}
              </button>
            </li>
          ))}
        </ul>
        <ConfirmDialog
          open={open !== null}
          onOpenChange={(o) => !o && setOpen(null)}
          title="Delete?"
          description="For good."
          confirmLabel="Delete"
          onConfirm={() => {
            if (open) onDelete?.(open);
            setOpen(null);
          }}
        />
      </main>
    );
  }

  it('returns to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<Opened items={['a', 'b']} />);
    await user.click(screen.getByRole('button', { name: 'Delete b' }));
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete b' }));
  });

  it('moves on to the next item when the opener went with its deleted item', async () => {
    function List() {
      const [items, setItems] = useState(['a', 'b', 'c']);
      return <Opened items={items} onDelete={(gone) => setItems((all) => all.filter((i) => i !== gone))} />;
    }
    const user = userEvent.setup();
    render(<List />);
    await user.click(screen.getByRole('button', { name: 'Delete b' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open c' }));
  });

  it('follows when the opener leaves a moment after the dialog closed (the list is fetched again)', async () => {
    function List() {
      const [items, setItems] = useState(['a', 'b']);
      return (
        <Opened
          items={items}
          onDelete={(gone) => setTimeout(() => setItems((all) => all.filter((i) => i !== gone)), 50)}
        />
      );
    }
    const user = userEvent.setup();
    render(<List />);
    await user.click(screen.getByRole('button', { name: 'Delete b' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete b' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open a' })));
  });

  it('lands on the page heading when nothing opened it (a dialog shown on arrival)', async () => {
    function Shown() {
      const [open, setOpen] = useState(true);
      return (
        <main>
          <h1>Dashboard</h1>
          <Dialog open={open} onOpenChange={setOpen} title="Welcome" />
        </main>
      );
    }
    const user = userEvent.setup();
    render(<Shown />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Dashboard' }));
  });
});

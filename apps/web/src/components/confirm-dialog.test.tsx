import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function Harness({ busy = false, onConfirm = () => undefined }: { busy?: boolean; onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Remove row
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Remove this row?"
        description="The row goes for good."
        confirmLabel="Remove"
        busyLabel="Removing..."
        busy={busy}
        onConfirm={onConfirm}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks with its title and text, and gives focus back to the button that opened it on Escape and on Cancel', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Remove row' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Remove this row?' });
    expect(dialog.textContent).toContain('The row goes for good.');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('stays open while busy: Escape does nothing and both buttons are disabled', async () => {
    const onConfirm = vi.fn();
    render(<Harness busy onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove row' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Remove this row?' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Removing...' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

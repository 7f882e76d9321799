import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal, ModalActions } from './modal';

/**
 * A yes/no question on the app's Modal: Escape and Cancel say no. While `busy`
 * the dialog stays open and the confirm button is disabled and says so.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  busyLabel,
  busy = false,
  tone = 'danger',
  role,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel?: string;
  busyLabel?: string;
  busy?: boolean;
  /** danger for what cannot be undone, primary for a step forward. */
  tone?: 'danger' | 'primary';
  /** alertdialog for a question the seller did not ask for (it interrupts). */
  role?: 'dialog' | 'alertdialog';
  onConfirm: () => void;
  /** Shown between the question and the buttons, e.g. why the last try failed. */
  children?: ReactNode;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      size="sm"
      role={role}
      busy={busy}
      closeLabel={false}
      footer={
        <ModalActions>
          <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button variant={tone} disabled={busy} onClick={onConfirm}>
            {busy ? (busyLabel ?? `${confirmLabel}...`) : confirmLabel}
          </Button>
        </ModalActions>
      }
    >
      {children}
    </Modal>
  );
}

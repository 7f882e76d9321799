import type { CloseGuard } from '../lib/use-close-guard';
import { ConfirmDialog } from './confirm-dialog';

/**
 * "Discard your changes?": asked before a seller's unsaved work is thrown away
 * (useCloseGuard). Keep Editing, the first button, and Escape go back to it.
 */
export function DiscardQuestion({ question, description }: { question: CloseGuard['question']; description: string }) {
  return (
    <ConfirmDialog
      open={question.open}
      onOpenChange={(open) => (open ? undefined : question.onKeep())}
      title="Discard your changes?"
      description={description}
      cancelLabel="Keep Editing"
      confirmLabel="Discard Changes"
      role="alertdialog"
      onConfirm={question.onDiscard}
    />
  );
}

import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ComponentProps, type ReactNode, type Ref } from 'react';

/**
 * sm: a question (ConfirmDialog); md: a short form; lg: a long form or a table;
 * screen: the whole screen on a phone, nearly all of it above (the camera).
 */
export type ModalSize = 'sm' | 'md' | 'lg' | 'screen';

// Under 640 px every dialog but a question is a full-height sheet, a question a
// sheet at the bottom; from 640 px up a panel in the middle of the screen.
const CENTRED =
  'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[95vh] sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl';
const PANEL: Record<ModalSize, string> = {
  sm: `inset-x-0 bottom-0 max-h-dvh rounded-t-2xl sm:max-w-md ${CENTRED}`,
  md: `inset-0 sm:max-w-lg ${CENTRED}`,
  lg: `inset-0 sm:max-w-3xl ${CENTRED}`,
  screen: 'inset-0 sm:inset-6 sm:rounded-2xl',
};
const TONE = {
  light: 'bg-white dark:bg-slate-900 dark:text-slate-100',
  dark: 'bg-slate-950 text-white',
};

type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  /** The description is read by screen readers only. */
  quietDescription?: boolean;
  size?: ModalSize;
  tone?: keyof typeof TONE;
  role?: 'dialog' | 'alertdialog';
  /** While busy, nothing closes the dialog and its close button is disabled. */
  busy?: boolean;
  /** A button that opens the dialog; it must take a ref (a plain <button> or Button). */
  trigger?: ReactNode;
  /** Controls shown in the title bar, before the close button. */
  headerActions?: ReactNode;
  /** The title bar's close button, with its label; false for none (a question has Cancel). */
  closeLabel?: string | false;
  /** Stays at the bottom while the body scrolls (the dialog's buttons, an alert above them). */
  footer?: ReactNode;
  /** Makes the body and the footer one form (the footer's submit button submits it). */
  form?: ComponentProps<'form'> & { [data: `data-${string}`]: string };
  contentRef?: Ref<HTMLDivElement>;
  children?: ReactNode;
};

/**
 * Every dialog of the app: Radix traps focus, Escape and the close button
 * dismiss, the title labels the dialog and focus goes back to what opened it
 * (`trigger` where the dialog brings its own opener).
 */
export function Modal(props: ModalProps) {
  const { open, onOpenChange, size = 'md', tone = 'light', role = 'dialog', busy = false, trigger, contentRef } = props;
  // Radix gives focus back to its own trigger; a dialog opened from elsewhere
  // gives it back to what had it when the dialog opened.
  const opener = useRef<HTMLElement | null>(null);
  const body = (
    <ModalBody size={size} footer={props.footer}>
      {props.children}
    </ModalBody>
  );
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        {/* On the panel's layer: a dialog opened over another (its portal comes later) dims the one beneath. */}
        <Dialog.Overlay className={`fixed inset-0 z-50 ${tone === 'dark' ? 'bg-slate-900/80' : 'bg-slate-900/50'}`} />
        <Dialog.Content
          ref={contentRef}
          role={role}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (trigger) return;
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
          }}
          className={`fixed z-50 flex w-full flex-col shadow-xl ${PANEL[size]} ${TONE[tone]}`}
        >
          <ModalHeader {...props} busy={busy} tone={tone} />
          {props.form ? (
            <form {...props.form} className="flex min-h-0 flex-1 flex-col">
              {body}
            </form>
          ) : (
            body
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ModalHeader({
  title,
  description,
  quietDescription = false,
  headerActions,
  closeLabel = 'Close',
  busy,
  tone,
}: ModalProps & { busy: boolean; tone: keyof typeof TONE }) {
  const hover = tone === 'dark' ? 'hover:bg-white/10' : 'hover:bg-slate-100 dark:hover:bg-slate-800';
  return (
    <div className="flex items-start justify-between gap-2 p-4 sm:px-6">
      <div className="min-w-0">
        <Dialog.Title className="text-xl font-bold">{title}</Dialog.Title>
        <Dialog.Description
          className={description && !quietDescription ? 'mt-1 text-sm text-slate-600 dark:text-slate-300' : 'sr-only'}
        >
          {description ?? title}
        </Dialog.Description>
      </div>
      <div className="-m-2 flex shrink-0 items-center gap-1">
        {headerActions}
        {closeLabel === false ? null : (
          <Dialog.Close
            className={`flex h-11 w-11 items-center justify-center rounded-lg disabled:opacity-40 ${hover}`}
            aria-label={closeLabel}
            disabled={busy}
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </Dialog.Close>
        )}
      </div>
    </div>
  );
}

function ModalBody({ size, footer, children }: { size: ModalSize; footer?: ReactNode; children?: ReactNode }) {
  return (
    <>
      {children ? (
        <div className={`min-h-0 flex-1 overflow-y-auto ${size === 'screen' ? 'flex flex-col' : 'px-4 pb-4 sm:px-6'}`}>
          {children}
        </div>
      ) : null}
      {footer ? <div className="border-t border-slate-200 p-4 sm:px-6 dark:border-slate-700">{footer}</div> : null}
    </>
  );
}

/** A dialog's buttons: stacked with the main one on top on a phone, in a row on the right above. */
export function ModalActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}

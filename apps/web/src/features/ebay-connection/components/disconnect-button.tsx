import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { ApiError } from '../../../lib/api-client';
import { useDisconnectEbay } from '../api/disconnect';

/** Disconnect, after a confirmation: the server forgets the tokens (spec part 1: back to not connected). */
export function DisconnectButton({
  label = 'Disconnect',
  onDisconnected,
}: {
  label?: string;
  onDisconnected?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const disconnect = useDisconnectEbay();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">{label}</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900">
          <Dialog.Title className="text-xl font-bold">Disconnect eBay?</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            ListLens will forget its access to your eBay account. Listings already on eBay stay there, and you can
            connect again at any time.
          </Dialog.Description>
          {disconnect.isError ? (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {disconnect.error instanceof ApiError
                ? disconnect.error.message
                : 'Something went wrong. Please try again.'}
            </p>
          ) : null}
          <div className="mt-5 flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="secondary">Cancel</Button>
            </Dialog.Close>
            <Button
              variant="danger"
              disabled={disconnect.isPending}
              onClick={() =>
                disconnect.mutate(undefined, {
                  onSuccess: () => {
                    setOpen(false);
                    onDisconnected?.();
                  },
                })
              }
            >
              {disconnect.isPending ? 'Disconnecting...' : 'Disconnect eBay'}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

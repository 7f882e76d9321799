import { useState } from 'react';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
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
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Disconnect eBay?"
        description="ListLens will forget its access to your eBay account. Listings already on eBay stay there, and you can connect again at any time."
        confirmLabel="Disconnect eBay"
        busyLabel="Disconnecting..."
        busy={disconnect.isPending}
        onConfirm={() =>
          disconnect.mutate(undefined, {
            onSuccess: () => {
              setOpen(false);
              onDisconnected?.();
            },
          })
        }
      >
        {disconnect.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {disconnect.error instanceof ApiError
              ? disconnect.error.message
              : 'Something went wrong. Please try again.'}
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}

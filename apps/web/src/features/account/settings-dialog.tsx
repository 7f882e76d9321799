import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { MeSchema, UpdateProfileSchema, type Me } from '@listlens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../components/button';
import { FormField } from '../../components/form-field';
import { ApiError, apiFetch } from '../../lib/api-client';

const SettingsFormSchema = z.object({
  name: z.string().trim().min(1, 'Name cannot be empty').max(120, 'Name is too long'),
  avatar_url: z.string().trim(),
});
type SettingsForm = z.infer<typeof SettingsFormSchema>;

/** Profile settings: name and avatar (spec part 1, profile update). */
export function SettingsDialog({
  me,
  open,
  onOpenChange,
}: {
  me: Me;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<SettingsForm>({
    resolver: zodResolver(SettingsFormSchema),
    values: { name: me.profile.name ?? me.user.displayName, avatar_url: me.profile.avatar_url ?? '' },
  });
  const save = useMutation({
    mutationFn: (values: SettingsForm) =>
      apiFetch('/api/me', {
        method: 'PATCH',
        body: UpdateProfileSchema.parse({
          name: values.name,
          avatar_url: values.avatar_url === '' ? null : values.avatar_url,
        }),
        schema: MeSchema,
      }),
    onSuccess: (next) => {
      queryClient.setQueryData(['me', next.user.id], next);
      queryClient.setQueryData(['session'], { user: next.user });
      onOpenChange(false);
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        for (const f of error.fieldErrors) form.setError(f.path as keyof SettingsForm, { message: f.message });
      }
    },
  });
  const submit = form.handleSubmit((values) => {
    const check = UpdateProfileSchema.safeParse({
      name: values.name,
      avatar_url: values.avatar_url === '' ? null : values.avatar_url,
    });
    if (!check.success) {
      for (const issue of check.error.issues)
        form.setError(issue.path.join('.') as keyof SettingsForm, { message: issue.message });
      return;
    }
    save.mutate(values);
  });
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900">
          <Dialog.Title className="text-xl font-bold">Settings</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            Your name and picture as ListLens shows them.
          </Dialog.Description>
          <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-3">
            <FormField
              label="Name"
              autoComplete="name"
              error={form.formState.errors.name?.message}
              {...form.register('name')}
            />
            <FormField
              label="Avatar URL"
              type="url"
              placeholder="https://..."
              error={form.formState.errors.avatar_url?.message}
              {...form.register('avatar_url')}
            />
            <p className="text-sm text-slate-600">Email: {me.user.email}</p>
            {save.isError && !(save.error instanceof ApiError && save.error.fieldErrors.length) ? (
              <p role="alert" className="text-sm text-red-700">
                {save.error instanceof ApiError ? save.error.message : 'Something went wrong. Please try again.'}
              </p>
            ) : null}
            <div className="mt-2 flex justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="secondary">Cancel</Button>
              </Dialog.Close>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? 'Saving...' : 'Save'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

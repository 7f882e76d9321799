import { zodResolver } from '@hookform/resolvers/zod';
import { MeSchema, UpdateProfileSchema, type Me } from '@listlens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../components/button';
import { DiscardQuestion } from '../../components/discard-question';
import { FormField } from '../../components/form-field';
import { ApiError, apiFetch } from '../../lib/api-client';
import { useCloseGuard } from '../../lib/use-close-guard';

const ProfileFormSchema = z.object({
  name: z.string().trim().min(1, 'Name cannot be empty').max(120, 'Name is too long'),
  avatar_url: z.string().trim(),
});
type ProfileFormValues = z.infer<typeof ProfileFormSchema>;

const toUpdate = (values: ProfileFormValues) => ({
  name: values.name,
  avatar_url: values.avatar_url === '' ? null : values.avatar_url,
});

/**
 * Name and avatar (spec part 1, profile update), on the Settings page. Leaving
 * the page (a link, Back) over a changed field asks first.
 */
export function ProfileForm({ me }: { me: Me }) {
  const queryClient = useQueryClient();
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(ProfileFormSchema),
    values: { name: me.profile.name ?? me.user.displayName, avatar_url: me.profile.avatar_url ?? '' },
  });
  const leaving = useCloseGuard(form.formState.isDirty, () => form.reset());
  const save = useMutation({
    mutationFn: (values: ProfileFormValues) =>
      apiFetch('/api/me', { method: 'PATCH', body: UpdateProfileSchema.parse(toUpdate(values)), schema: MeSchema }),
    onSuccess: (next, values) => {
      // Saved: the form is clean again at once, before the cached profile flows back through `values`.
      form.reset(values);
      queryClient.setQueryData(['me', next.user.id], next);
      queryClient.setQueryData(['session'], { user: next.user });
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        for (const f of error.fieldErrors) form.setError(f.path as keyof ProfileFormValues, { message: f.message });
      }
    },
  });
  const submit = form.handleSubmit((values) => {
    const check = UpdateProfileSchema.safeParse(toUpdate(values));
    if (!check.success) {
      for (const issue of check.error.issues)
        form.setError(issue.path.join('.') as keyof ProfileFormValues, { message: issue.message });
      return;
    }
    save.mutate(values);
  });
  return (
    <>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
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
        <p className="text-sm text-slate-600 dark:text-slate-300">Email: {me.user.email}</p>
        {save.isError && !(save.error instanceof ApiError && save.error.fieldErrors.length) ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {save.error instanceof ApiError ? save.error.message : 'Something went wrong. Please try again.'}
          </p>
        ) : null}
        {save.isSuccess ? (
          <p role="status" className="text-sm text-green-700 dark:text-green-300">
            Saved.
          </p>
        ) : null}
        <div className="mt-2 flex justify-end gap-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
      <DiscardQuestion question={leaving.question} description="Your profile changes are not saved." />
    </>
  );
}

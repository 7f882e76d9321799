import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordSchema, PASSWORD_TEXT, type ChangePassword } from '@listlens/shared';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../components/button';
import { FormField } from '../../components/form-field';
import { ApiError, apiFetch } from '../../lib/api-client';

const ChangedSchema = z.object({ message: z.string() });

/**
 * Change password (decision 020): the current password and a new one under
 * the sign-up rule. The server adds its list of common passwords and ends the
 * seller's other sessions; its field errors land on the fields.
 */
export function ChangePasswordForm() {
  const form = useForm<ChangePassword>({
    resolver: zodResolver(ChangePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const change = useMutation({
    mutationFn: (values: ChangePassword) =>
      apiFetch('/api/me/password', { method: 'POST', body: values, schema: ChangedSchema }),
    onSuccess: () => form.reset(),
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      for (const f of error.fieldErrors) form.setError(f.path as keyof ChangePassword, { message: f.message });
    },
  });
  const { errors } = form.formState;
  const failure =
    change.error && !(change.error instanceof ApiError && change.error.fieldErrors.length > 0)
      ? change.error instanceof ApiError
        ? change.error.message
        : 'Something went wrong. Please try again.'
      : null;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => change.mutate(values))} className="flex flex-col gap-3">
      <FormField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <FormField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_TEXT.hint}
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      {failure ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {failure}
        </p>
      ) : null}
      {change.isSuccess ? (
        <p role="status" className="text-sm text-green-700 dark:text-green-300">
          {change.data.message}
        </p>
      ) : null}
      <div className="mt-2 flex justify-end">
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Changing...' : 'Change password'}
        </Button>
      </div>
    </form>
  );
}

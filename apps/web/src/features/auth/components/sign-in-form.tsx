import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_TEXT, SignInSchema, SignUpSchema, type SignUp } from '@listlens/shared';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { FormField } from '../../../components/form-field';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { useSignIn, useSignUp } from '../api/auth-actions';
import { GoogleButton } from './google-button';
import type { AuthMode } from './sign-in-modal';

type FormInput = z.input<typeof SignUpSchema>;
export const AUTH_FAILED_MESSAGE = 'Authentication failed. Please try again.';

export function SignInForm({ mode, onSignedIn }: { mode: AuthMode; onSignedIn: () => void }) {
  const signIn = useSignIn();
  const signUp = useSignUp();
  const [formError, setFormError] = useState<string | null>(null);
  // Sign-in has no full name; validate it only when creating an account.
  const schema = mode === 'signup' ? SignUpSchema : SignInSchema;
  const form = useForm<FormInput, unknown, SignUp>({
    resolver: zodResolver(schema as typeof SignUpSchema),
    defaultValues: { fullName: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (mode === 'signup') await signUp.mutateAsync(values);
      else await signIn.mutateAsync({ email: values.email, password: values.password });
      onSignedIn();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const field of error.fieldErrors) {
          form.setError(field.path as Path<FormInput>, { message: field.message });
        }
        // 'Form auth failure: the server message, or the fallback' (spec part 1, section 8).
        const serverMessage = error.code === 'unexpected_response' ? '' : error.message;
        setFormError(error.fieldErrors.length > 0 ? null : serverMessage || AUTH_FAILED_MESSAGE);
      } else {
        setFormError(AUTH_FAILED_MESSAGE);
      }
    }
  });

  return (
    <div className="flex flex-col gap-4">
      <GoogleButton onError={setFormError} />
      <div className="flex items-center gap-3 text-xs text-slate-500 uppercase" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" /> or <span className="h-px flex-1 bg-slate-200" />
      </div>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
        {mode === 'signup' ? (
          <FormField
            label="Full name"
            autoComplete="name"
            error={errors.fullName?.message}
            {...form.register('fullName')}
          />
        ) : null}
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <FormField
          label="Password"
          type="password"
          autoComplete={mode === 'signin' ? 'current-password' : 'new-password'}
          hint={mode === 'signup' ? PASSWORD_TEXT.hint : undefined}
          error={errors.password?.message}
          {...form.register('password')}
        />
        {formError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {formError}
          </p>
        ) : null}
        <Button type="submit" disabled={isSubmitting} className="mt-1 w-full">
          {isSubmitting ? <Spinner className="h-4 w-4" /> : null}
          {mode === 'signin'
            ? isSubmitting
              ? 'Signing in...'
              : 'Sign In'
            : isSubmitting
              ? 'Creating account...'
              : 'Create Account'}
        </Button>
      </form>
    </div>
  );
}

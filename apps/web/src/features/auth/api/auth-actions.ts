import { GoogleSignInResponseSchema, MeSchema, type SignIn, type SignUp } from '@listlens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignIn) => apiFetch('/api/session', { method: 'POST', body: input, schema: MeSchema }),
    onSuccess: (me) => {
      queryClient.setQueryData(['session'], { user: me.user });
      queryClient.setQueryData(['me', me.user.id], me);
    },
  });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignUp) => apiFetch('/api/accounts', { method: 'POST', body: input, schema: MeSchema }),
    onSuccess: (me) => {
      queryClient.setQueryData(['session'], { user: me.user });
      queryClient.setQueryData(['me', me.user.id], me);
    },
  });
}

/**
 * Signs out, then loads / afresh (spec part 1, landing header). A full page
 * load drops every answer cached for the seller, so nothing of theirs stays in
 * the tab's memory on a shared computer, and no protected page can see 'no
 * user' before it is left and open the sign-in modal instead.
 */
export function useSignOut() {
  return useMutation({
    mutationFn: () => apiFetch('/api/session', { method: 'DELETE' }),
    onSettled: () => {
      window.location.replace('/');
    },
  });
}

/** Asks the server for Google's consent URL and leaves the page for it. */
export async function startGoogleSignIn(callbackPath = '/auth/callback'): Promise<void> {
  const { url } = await apiFetch('/api/session/google', {
    method: 'POST',
    body: { callbackPath },
    schema: GoogleSignInResponseSchema,
  });
  window.location.assign(url);
}

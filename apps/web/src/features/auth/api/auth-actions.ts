import { GoogleSignInResponseSchema, MeSchema, type SignIn, type SignUp } from '@listlens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
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
 * Signs out, then goes to / (spec part 1, landing header). The page is left
 * before the cached session is cleared, so a protected page being left never
 * sees 'no user' and sends the seller to the sign-in modal instead.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiFetch('/api/session', { method: 'DELETE' }),
    onSettled: async () => {
      await navigate('/', { replace: true });
      queryClient.setQueryData(['session'], { user: null });
      queryClient.removeQueries({ queryKey: ['me'] });
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

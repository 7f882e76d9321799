/**
 * Google's sign-in for the landing page's waitlist button, loaded on demand: the auth actions
 * bring the schema library the landing page does without (issue 9: its JavaScript budget).
 */
export async function startGoogleSignIn(): Promise<void> {
  const auth = await import('../features/auth/api/auth-actions');
  await auth.startGoogleSignIn();
}

/**
 * Plays the seller on the eBay emulator's consent page: opens the authorize URL, answers the
 * form, and returns the query eBay redirects the browser back with (code and state, or an error).
 */
export async function consentOnEbay(
  emulatorUrl: string,
  authUrl: string,
  decision: 'agree' | 'decline',
  username: string,
): Promise<Record<string, string>> {
  const html = await (await fetch(authUrl)).text();
  const consentId = /name="consent_id" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const answer = await fetch(`${emulatorUrl}/oauth2/consent`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ consent_id: consentId, username, decision }),
  });
  return Object.fromEntries(new URL(answer.headers.get('location') ?? '').searchParams);
}

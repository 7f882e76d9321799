/** Texts of the manual exchange (spec part 3, validation). */
export const MANUAL_EXCHANGE_TEXT = {
  missingUrl: 'Please paste the eBay authorization URL',
  missingCode: 'No authorization code found in URL',
  missingToken: 'Please enter a valid access token',
} as const;

/** The problem with a pasted success-page address, or null when it is worth sending. */
export function pastedUrlProblem(pasted: string): string | null {
  const value = pasted.trim();
  if (!value) return MANUAL_EXCHANGE_TEXT.missingUrl;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return MANUAL_EXCHANGE_TEXT.missingCode;
  }
  // eBay's own error answer (a declined consent) has no code either; the server explains it.
  if (!url.searchParams.get('code') && !url.searchParams.get('error')) return MANUAL_EXCHANGE_TEXT.missingCode;
  return null;
}

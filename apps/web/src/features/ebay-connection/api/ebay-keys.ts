/** Query keys of this feature. A change to the connection refreshes the status and the onboarding record. */
export const ebayKeys = {
  all: ['ebay'] as const,
  status: ['ebay', 'status'] as const,
  onboarding: ['onboarding'] as const,
};

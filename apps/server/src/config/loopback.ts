/**
 * Whether a host name (as `URL.hostname` gives it) names this machine:
 * `localhost`, 127.0.0.0/8 or ::1. Such an address is reachable only from the
 * machine ListLens runs on.
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

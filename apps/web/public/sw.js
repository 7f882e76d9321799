// ListLens service worker. Registered on every page load (spec part 1, section 2).
// It takes control immediately and leaves every request to the network: the app
// must never serve a stale build or stale seller data from a cache.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

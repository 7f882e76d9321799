import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneLanding } from './app/standalone-landing';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);

let app: Promise<void> | undefined;
/** The router, the data cache and every other page, loaded once, when first needed. */
const openApp = () => (app ??= import('./app/app').then(({ renderApp }) => renderApp(root)));

// Issue 9: the landing page is the first page most visitors see and must stay
// light (at most 90 KB of JavaScript gzipped), so a first visit to / renders it
// without the router and the data cache; every other address starts the app.
if (window.location.pathname === '/') {
  root.render(
    <StrictMode>
      <StandaloneLanding openApp={openApp} />
    </StrictMode>,
  );
} else {
  openApp().catch((error: unknown) => {
    console.error('ListLens could not load', error);
    container.textContent = 'ListLens could not load. Check your connection and reload the page.';
  });
}

// Spec part 1, section 2: a service worker is registered on load; the outcome is only logged.
if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').then(
      () => console.info('service worker registered'),
      (error: unknown) => console.warn('service worker registration failed', error),
    );
  });
}

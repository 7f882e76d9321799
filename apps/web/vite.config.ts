import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

// In `npm run dev` the API server runs on API_PORT and Vite proxies to it, so the
// browser sees one origin exactly as in production.
const apiTarget = `http://localhost:${process.env.API_PORT ?? '3001'}`;

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: { '/api': apiTarget, '/_emulator': apiTarget },
  },
  build: { target: 'es2022', sourcemap: false },
});

import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompress } from './scripts/precompress.ts'

const bffPort = Number(process.env.PORT ?? 8080)

export default defineConfig({
  // precompress: Brotli and gzip siblings of every text file, served by the BFF (decision 0075).
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    assetsDir: 'assets',
    // Every browser the app supports preloads modules natively: no polyfill in the entry chunk.
    modulePreload: { polyfill: false },
    // scripts/check-bundle.ts reads dist/client/.vite/manifest.json to measure each page's JS.
    manifest: true,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      // `npm run dev`: the BFF (with the simulator) runs behind Vite's dev server.
      '/api': {
        target: `http://127.0.0.1:${bffPort}`,
        // The BFF refuses foreign hosts and origins: present the request as addressed to it. In
        // demo mode it answers to 127.0.0.1:<PORT> as well as localhost:<PORT>.
        changeOrigin: true,
        headers: { origin: `http://127.0.0.1:${bffPort}` },
      },
    },
  },
})

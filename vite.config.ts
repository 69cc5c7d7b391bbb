import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import react from '@vitejs/plugin-react'
import { defineConfig, type PluginOption } from 'vite'
import { precompress } from './scripts/precompress.ts'

/**
 * React with Lingui (docs/decisions/0110): Babel turns the `@lingui/*` macros into catalog
 * lookups (only in files that import them), the Lingui plugin compiles `.po` catalogs on import,
 * and a missing or broken message fails the build.
 */
export function reactWithLingui(): PluginOption[] {
  return [react(), ...linguiPlugins()]
}

/** Lingui's plugins alone, for a host that brings React's (Storybook). */
export function linguiPlugins(): PluginOption[] {
  // The plugin's native macro transform (@lingui/native-tools) needs a binary that npm, run by
  // Node 20 on our machines, skips (engines: node >= 22.19): Babel does it, without the nag.
  process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= '1'
  return [
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui({ failOnCompileError: true }),
  ]
}

const bffPort = Number(process.env.PORT ?? 8080)

export default defineConfig({
  // precompress: Brotli and gzip siblings of every text file, served by the BFF (decision 0075).
  plugins: [...reactWithLingui(), precompress()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    assetsDir: 'assets',
    // Every browser the app supports preloads modules natively: no polyfill in the entry chunk.
    modulePreload: { polyfill: false },
    // scripts/check-bundle.ts reads dist/client/.vite/manifest.json to measure each page.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every module the entry imports statically stays in the entry chunk (decision 0114).
          // Rolldown otherwise splits what the entry shares with a lazy chunk (React and
          // @lingui/react with the glossary, zod/mini with the dashboard and embed) into common
          // chunks that every page loads anyway; one file gzips better than three.
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
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

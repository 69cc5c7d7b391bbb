import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import '../styles/tokens.css'
import '../styles/global.css'
import './app.css'
import { App, createApp } from './app.tsx'
import { activateLanguage, firstPageParts, initialLanguage } from './i18n/language.tsx'

const container = document.getElementById('root')
if (container === null) throw new Error('index.html has no #root element.')

const { queryClient, sessionRedirect } = createApp()

const url = new URL(window.location.href)
const language = initialLanguage(url)
const root = createRoot(container)

// The language's catalog first (small chunks, docs/decisions/0110; the sign-in page only the
// shell's, decision 0202), then a transition: React renders the first page in slices and yields
// to the browser between them (decision 0106).
void activateLanguage(language.language, language.locale, firstPageParts(url)).then(() => {
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} sessionRedirect={sessionRedirect} language={language} />
      </StrictMode>,
    )
  })
  // index.html's wordless placeholder kept #root busy until the app could speak the page's
  // language; the pages announce their own loading from here (decision 0116).
  container.removeAttribute('aria-busy')
})

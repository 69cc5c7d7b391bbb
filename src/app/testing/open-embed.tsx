import { StrictMode } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { render } from '../../components/testing/render.tsx'
import { captureFragmentToken, consumeFragmentToken } from '../features/embed/lib/fragment-token.ts'
import { LanguageProvider } from '../i18n/language.tsx'
import { EmbedPage } from '../routes/embed/embed-page.tsx'

/** Opens the embed view as if the portal's link `path#token=…` had been loaded. */
export async function openEmbed(path: string, token?: string) {
  consumeFragmentToken() // drop any token an earlier test left unexchanged
  const [pathname = '', search = ''] = path.split('?')
  captureFragmentToken({
    location: {
      hash: token === undefined ? '' : `#token=${token}`,
      pathname,
      search: search && `?${search}`,
    },
    history: { state: null, replaceState: () => undefined },
  })
  return render(
    <StrictMode>
      <LanguageProvider initial={{ language: 'en', locale: 'en' }}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/embed/regions/:region" element={<EmbedPage />} />
          </Routes>
        </MemoryRouter>
      </LanguageProvider>
    </StrictMode>,
  )
}

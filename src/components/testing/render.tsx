import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { ReactNode } from 'react'
import { render as renderInBrowser, type RenderResult } from 'vitest-browser-react'

function WithI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>
}

/**
 * The component tests' `render` (and `rerender`): the component under Lingui's provider, in the
 * language the setup activated (English, ./i18n-setup.ts) or the one the test activated.
 */
export function render(ui: ReactNode): Promise<RenderResult> {
  return renderInBrowser(ui, { wrapper: WithI18n })
}

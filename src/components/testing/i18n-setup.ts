import { i18n } from '@lingui/core'
import { withBidiIsolates } from '../../domain/text/bidi-messages.ts'
import { messages } from '../../locales/en.po'
import { messages as rare } from '../../locales/rare/en.po'
import { messages as shell } from '../../locales/shell/en.po'

// As the app's (src/app/i18n/language.tsx): right-to-left sentences isolate their placeholders.
withBidiIsolates(i18n)

// Component tests run in English, every catalog part (decisions 0202, 0393), unless a test
// activates another.
i18n.loadAndActivate({
  locale: 'en',
  locales: ['en'],
  messages: { ...shell, ...messages, ...rare },
})

import { i18n } from '@lingui/core'
import { withBidiIsolates } from '../../domain/bidi-messages.ts'
import { messages } from '../../locales/en.po'
import { messages as shell } from '../../locales/shell/en.po'

// As the app's (src/app/i18n/language.tsx): right-to-left sentences isolate their placeholders.
withBidiIsolates(i18n)

// Component tests run in English, both catalogs (decision 0202), unless a test activates another.
i18n.loadAndActivate({ locale: 'en', locales: ['en'], messages: { ...shell, ...messages } })

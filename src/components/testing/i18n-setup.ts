import { i18n } from '@lingui/core'
import { messages } from '../../locales/en.po'
import { messages as shell } from '../../locales/shell/en.po'

// Component tests run in English, both catalogs (decision 0202), unless a test activates another.
i18n.loadAndActivate({ locale: 'en', locales: ['en'], messages: { ...shell, ...messages } })

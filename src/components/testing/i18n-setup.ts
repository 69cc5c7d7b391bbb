import { i18n } from '@lingui/core'
import { messages } from '../../locales/en.po'

// Component tests run in English unless a test activates another catalog.
i18n.loadAndActivate({ locale: 'en', locales: ['en'], messages })

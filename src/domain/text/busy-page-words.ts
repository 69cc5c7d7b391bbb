import type { Language } from './languages.ts'

/**
 * The words of the page a shed page navigation gets (`503 overloaded`, decision 0401), in each
 * language of the UI: the BFF answers before any work, and Lingui's catalogs are the SPA's
 * (decision 0110), so the sentences are copied here from the shell catalogs
 * (`src/locales/shell/*.po`: the overloaded message of errorMessages.ts and ErrorPanel's "Try
 * again"), fr-CA reading the French as its catalog does. busy-page-words.test.ts fails when a
 * catalog's translation and this table part.
 */
interface BusyPageWords {
  readonly sentence: string
  readonly retry: string
}

export const BUSY_PAGE_WORDS: Readonly<Record<Language, BusyPageWords>> = {
  en: {
    sentence: 'The dashboard is busy right now. Try again in a few seconds.',
    retry: 'Try again',
  },
  fr: {
    sentence:
      'Le tableau de bord est très sollicité en ce moment. Réessayez dans quelques secondes.',
    retry: 'Réessayer',
  },
  'fr-CA': {
    sentence:
      'Le tableau de bord est très sollicité en ce moment. Réessayez dans quelques secondes.',
    retry: 'Réessayer',
  },
  de: {
    sentence: 'Das Dashboard ist gerade ausgelastet. Versuchen Sie es in wenigen Sekunden erneut.',
    retry: 'Erneut versuchen',
  },
  es: {
    sentence: 'El panel está muy ocupado en este momento. Vuelva a intentarlo en unos segundos.',
    retry: 'Reintentar',
  },
  ar: {
    sentence: 'لوحة المعلومات مشغولة الآن. حاول مرة أخرى بعد بضع ثوانٍ.',
    retry: 'إعادة المحاولة',
  },
  ja: {
    sentence: '現在ダッシュボードが混み合っています。数秒後にもう一度お試しください。',
    retry: '再試行',
  },
}

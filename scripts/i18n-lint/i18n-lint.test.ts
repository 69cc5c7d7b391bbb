import { describe, expect, it } from 'vitest'
import type { Language } from '../../src/domain/text/languages.ts'
import { LANGUAGES } from '../../src/domain/text/languages.ts'
import {
  CATALOG_FILES,
  catalogMessages,
  catalogsDisagree,
  everyTranslation,
  fileMessages,
  shownText,
  TRANSLATED,
  type Translation,
} from './catalogs.ts'
import { glossaryFindings, readGlossary } from './glossary.ts'
import { noscriptSentences } from './noscript.ts'
import { pluralFindings } from './plurals.ts'
import { typographyFindings } from './typography.ts'

/**
 * The catalogs as a reviewer reads them (docs/i18n.md, "Rules the checks enforce"): every
 * message of every catalog, whoever added it. Each check also fails on a planted example of
 * its class, so a check that finds nothing is not a check that cannot find anything.
 */
const translations = everyTranslation()

const planted = (language: Language, english: string, text: string): Translation => ({
  language,
  english,
  text,
})

describe('the catalogs', () => {
  it('are read whole: every English message in every translated language', () => {
    const english = catalogMessages('en').size
    expect(english).toBeGreaterThan(250)
    expect(translations).toHaveLength(english * TRANSLATED.length)
  })

  it('are read from every file of each language, the shell’s, the app’s and the rare part’s', () => {
    const shell = fileMessages(CATALOG_FILES.shell('en'))
    const app = fileMessages(CATALOG_FILES.app('en'))
    const rare = fileMessages(CATALOG_FILES.rare('en'))
    expect(shell.size).toBeGreaterThan(40)
    expect(app.size).toBeGreaterThan(200)
    expect(rare.size).toBeGreaterThan(40)
    const every = new Set([...shell.keys(), ...app.keys(), ...rare.keys()])
    expect(catalogMessages('en').size).toBe(every.size)
  })

  it('say a message the same way in every file that holds it', () => {
    for (const language of LANGUAGES) {
      const shell = fileMessages(CATALOG_FILES.shell(language))
      const app = fileMessages(CATALOG_FILES.app(language))
      const rare = fileMessages(CATALOG_FILES.rare(language))
      for (const [one, other] of [
        [shell, app],
        [shell, rare],
        [app, rare],
      ] as const) {
        expect(catalogsDisagree(one, other), language).toEqual([])
      }
    }
    const planted = catalogsDisagree(
      new Map([['Sign in', 'Anmelden']]),
      new Map([['Sign in', 'Einloggen']]),
    )
    expect(planted).toEqual(['Sign in: "Anmelden" / "Einloggen"'])
  })

  it("follow each language's typography", () => {
    expect(typographyFindings(translations)).toEqual([])
  })

  it("have exactly each language's CLDR plural categories", () => {
    expect(pluralFindings(translations)).toEqual([])
  })

  it("use docs/i18n.md's key terms and none of its forbidden renderings", () => {
    expect(glossaryFindings(translations)).toEqual([])
  })
})

describe("index.html's noscript sentences", () => {
  const sentences = noscriptSentences()

  it('are written in every language but the Canadian variant, which reads the French', () => {
    const written: string[] = ['en', ...TRANSLATED.filter((language) => language !== 'fr-CA')]
    expect(sentences.map(({ language }) => language).sort()).toEqual(written.sort())
  })

  it("name the product as the catalogs do, in each language's typography", () => {
    for (const { language, text } of sentences) {
      const name = shownText(language, 'Pipeline Diversity Dashboard') ?? ''
      expect(text.toLocaleLowerCase(language), language).toContain(name.toLocaleLowerCase(language))
    }
    expect(typographyFindings(sentences)).toEqual([])
    expect(glossaryFindings(sentences)).toEqual([])
  })
})

describe('the typography check fails on a planted example', () => {
  it.each([
    ['fr', 'Hidden: fewer than {n}', 'Masqué: moins de {n}', 'Masqué\u00a0: moins de {n}'],
    ['fr', '{share} yes', '{share} de oui (52 %)', '{share} de oui (52\u202f%)'],
    ['fr', 'Continue; then', 'Continuez ; puis', 'Continuez\u202f; puis'],
    ['fr-CA', 'Continue; then', 'Continuez\u202f; puis', 'Continuez; puis'],
    ['ja', 'Up to 100%', '最大100 %', '最大100%'],
    ['ar', 'Yes, no', 'نعم, لا', 'نعم، لا'],
    ['ar', '95% interval', 'فترة الثقة 95 %', 'فترة الثقة 95\u200e%\u200e'],
    ['de', 'Loading…', 'Wird geladen …', 'Wird geladen\u00a0…'],
    ['de', 'Deleting…', 'Wird gelöscht…', 'Wird gelöscht\u00a0…'],
    ['ar', '95% interval', 'فترة الثقة 95%', 'فترة الثقة 95\u200e%\u200e'],
    ['ar', 'Download slides (.pptx)', 'تنزيل الشرائح (.pptx)', 'تنزيل الشرائح (\u200e.pptx)'],
    ['ja', 'Our definition:', '当組織の定義:', '当組織の定義：'],
    ['ja', 'Two sentences.', '40%。 点線は目標です。', '40%。点線は目標です。'],
    [
      'ja',
      '{label} ({high}), across {n}',
      '{label}（40%）（3リージョン中）',
      '{label}（3リージョン中）：40%',
    ],
    ['es', '95% interval', 'Intervalo del 95 %', 'Intervalo del 95\u00a0%'],
  ] as const)('%s: “%s”', (language, english, wrong, right) => {
    expect(typographyFindings([planted(language, english, wrong)])).toHaveLength(1)
    expect(typographyFindings([planted(language, english, right)])).toEqual([])
  })

  it('reads ICU syntax as syntax: the commas of a plural are not Arabic punctuation', () => {
    const text = '{n, plural, zero {لا شيء} one {واحد} two {اثنان} few {#} many {#} other {#}}'
    expect(typographyFindings([planted('ar', '{n}', text)])).toEqual([])
  })
})

describe('the plural check fails on a planted example', () => {
  it('a dead `one` branch in Japanese', () => {
    const text = '{total, plural, one {{total}件中} other {{total}件中}}'
    expect(pluralFindings([planted('ja', '{total}', text)])).toMatchObject([{ dead: ['one'] }])
  })

  it('an Arabic plural without its dual and its zero', () => {
    const text = '{n, plural, one {مسار واحد} few {# مسارات} many {# مسارًا} other {# مسار}}'
    expect(pluralFindings([planted('ar', '{n}', text)])).toMatchObject([
      { missing: ['zero', 'two'] },
    ])
  })

  it('`=1` stands for German `one` (1 alone) but not for French `one` (0 and 1)', () => {
    const german = '{n, plural, =1 {einer Minute} other {# Minuten}}'
    const french = '{n, plural, =1 {une minute} many {# minutes} other {# minutes}}'
    expect(pluralFindings([planted('de', '{n}', german)])).toEqual([])
    expect(pluralFindings([planted('fr', '{n}', french)])).toMatchObject([{ missing: ['one'] }])
  })
})

describe('the glossary check fails on a planted example', () => {
  const glossary = readGlossary()

  it('"personas" for a group of pipelines in a Spanish hidden-group notice', () => {
    const english = 'Hidden to protect privacy: fewer than {minimumGroupSize} in this group'
    const wrong = 'Oculto: menos de {minimumGroupSize} personas en este grupo'
    const right = 'Oculto: menos de {minimumGroupSize} en este grupo'
    expect(glossaryFindings([planted('es', english, wrong)], glossary)).toHaveLength(1)
    expect(glossaryFindings([planted('es', english, right)], glossary)).toEqual([])
  })

  it('a singular verb after a German metric name', () => {
    const english = '{metric} rose from {from} to {to} {period}.'
    const wrong = '{metric} ist {period} von {from} auf {to} gestiegen.'
    expect(glossaryFindings([planted('de', english, wrong)], glossary)).toHaveLength(1)
  })

  it('a key term rendered otherwise (fr-CA "vivier" where Canada says "bassin")', () => {
    const english = 'Pipelines with leaders'
    expect(
      glossaryFindings([planted('fr-CA', english, 'Viviers avec responsable')], glossary),
    ).toHaveLength(1)
    expect(
      glossaryFindings([planted('fr-CA', english, 'Bassins avec responsable')], glossary),
    ).toEqual([])
  })

  it.each([
    [
      'de',
      '{regions, plural, one {{label}: {high}, {low}, across {regionCount} region with a value.} other {{label}: {high}, {low}, across {regionCount} regions with a value.}}',
      '{regions, plural, one {{label}: {high}, {low}, über {regionCount} Region mit einem Wert.} other {{label}: {high}, {low}, über {regionCount} Regionen mit einem Wert.}}',
      '{regions, plural, one {{label}: {high}, {low}, bei {regionCount} Region mit einem Wert.} other {{label}: {high}, {low}, bei {regionCount} Regionen mit einem Wert.}}',
    ],
    [
      'de',
      'Behind pace: at today’s pace {projected} by the target date, target {share} by {month}.',
      'Hinter dem Plan: beim heutigen Tempo {projected} zum Zieldatum, Ziel {share} bis {month}.',
      'Im Rückstand: beim heutigen Tempo {projected} zum Zieldatum, Ziel {share} bis {month}.',
    ],
    [
      'de',
      'lowest in {lowest} ({lowShare})',
      'am niedrigsten in {lowest} ({lowShare})',
      'am niedrigsten: {lowest} ({lowShare})',
    ],
    [
      'fr',
      'highest in {highest} ({highShare})',
      'le plus haut en {highest} ({highShare})',
      'le plus haut : {highest} ({highShare})',
    ],
    ['es', 'Choose a metric', 'Elija una métrica', 'Elija un indicador'],
    [
      'es',
      'Target {share} by {month}',
      'Objetivo {share} para {month}',
      'Objetivo del {share} para {month}',
    ],
    [
      'es',
      '{metric} ended where they started, at {to} ({counts}) {period}',
      '{metric}: la proporción de sí terminó donde empezó, en {to} ({counts}) {period}',
      '{metric}: la proporción de sí terminó donde empezó, en el {to} ({counts}) {period}',
    ],
    [
      'ar',
      'the Wilson score interval at 95% confidence',
      'فترة ويلسون عند 95\u200e%\u200e',
      'فترة ثقة ويلسون عند 95\u200e%\u200e',
    ],
    ['ar', '{change} points', '{change} نقطتان', '{change} نقطة'],
    ['ar', 'level throughout', 'ثابتة طوال الفترة', 'ثبات طوال الفترة'],
  ] as const)('%s: “%s”', (language, english, wrong, right) => {
    expect(glossaryFindings([planted(language, english, wrong)], glossary)).not.toEqual([])
    expect(glossaryFindings([planted(language, english, right)], glossary)).toEqual([])
  })

  it('reads its rules from docs/i18n.md', () => {
    expect(glossary.keyTerms.length).toBeGreaterThan(10)
    expect(glossary.forbidden.length).toBeGreaterThan(10)
  })
})

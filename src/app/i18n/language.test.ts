import { i18n, setupI18n, type MessageDescriptor, type Messages } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { afterAll, describe, expect, it } from 'vitest'
import { messages as germanApp } from '../../locales/de.po'
import { messages as frenchApp } from '../../locales/fr.po'
import { messages as germanRare } from '../../locales/rare/de.po'
import { messages as germanShell } from '../../locales/shell/de.po'
import { activateCatalog } from '../../components/testing/activate-catalog.ts'
import { activateLanguage, firstPageParts, loadMessagesOf } from './language.tsx'

// A message of the sign-in page (the shell's catalog) and one of the trend view (the app's).
const SIGN_IN_NOTICE = msg`Sign in to see the dashboard.`
const DOWNLOAD_CSV = msg`Download CSV`
// A message of the edit mode (the rare part, decision 0393).
const rareMessage = (german: Messages) =>
  Object.keys(german).find((id) => germanApp[id] === undefined)
// A shell message with a plain placeholder.
const signedOut = (regionName: string) => msg`You signed out of ${regionName}.`

/** What a catalog file says for `message`, through a Lingui of its own. */
const said = (messages: Messages, locale: string, message: MessageDescriptor): string =>
  setupI18n({ locale, messages: { [locale]: messages } })._(message)

afterAll(async () => {
  await activateCatalog('en')
})

describe('the catalogs a page loads (decision 0202)', () => {
  it('are the shell’s alone for the sign-in page, both for any other page', () => {
    expect(firstPageParts(new URL('https://dashboard.example/sign-in?region=us'))).toEqual([
      'shell',
    ])
    for (const path of [
      '/',
      '/regions/us',
      '/regions/us/trends',
      '/embed/regions/us',
      '/glossary',
    ]) {
      expect(firstPageParts(new URL(path, 'https://dashboard.example')), path).toEqual([
        'shell',
        'app',
      ])
    }
    // The methodology page's words are in the rare part (decision 0393).
    expect(firstPageParts(new URL('https://dashboard.example/methodology'))).toEqual([
      'shell',
      'app',
      'rare',
    ])
  })

  it('give the sign-in page its words first, the app’s once a later page asks, in every language after', async () => {
    const notice = said(germanShell, 'de', SIGN_IN_NOTICE)
    const download = said(germanApp, 'de', DOWNLOAD_CSV)
    // Each is in its own file only, and translated there.
    expect([notice, download]).not.toContain(undefined)
    expect(germanShell[DOWNLOAD_CSV.id]).toBeUndefined()
    expect(germanApp[SIGN_IN_NOTICE.id]).toBeUndefined()
    expect(download).not.toBe('Download CSV')

    await activateLanguage('de', 'de', ['shell'])
    expect(i18n._(SIGN_IN_NOTICE)).toBe(notice)
    expect(i18n._(DOWNLOAD_CSV)).not.toBe(download)

    await Promise.all([loadMessagesOf('app'), loadMessagesOf('app')])
    expect(i18n._(DOWNLOAD_CSV)).toBe(download)
    expect(i18n._(SIGN_IN_NOTICE)).toBe(notice)

    // A language switch brings every part in use.
    await activateLanguage('fr', 'fr')
    expect(i18n._(DOWNLOAD_CSV)).toBe(said(frenchApp, 'fr', DOWNLOAD_CSV))
    expect(i18n._(DOWNLOAD_CSV)).not.toBe(download)
  })

  it('give the edit mode and the methodology page their words once asked, in every language after', async () => {
    const id = rareMessage(germanRare)
    if (id === undefined) throw new Error('The rare part holds no message of its own.')
    const german = setupI18n({ locale: 'de', messages: { de: germanRare } })._(id)
    await activateLanguage('de', 'de', ['shell', 'app'])
    expect(i18n._(id)).not.toBe(german)
    await Promise.all([loadMessagesOf('rare'), loadMessagesOf('rare')])
    expect(i18n._(id)).toBe(german)
    // A language switch brings it too.
    await activateLanguage('es', 'es')
    expect(i18n._(id)).not.toBe(german)
    expect(i18n._(id)).not.toBe(id)
  })
})

describe('the isolates of right-to-left sentences (decision 0393)', () => {
  it('load with a right-to-left language only, and leave a left-to-right one untouched', async () => {
    const own = setupI18n()
    const translate = own._
    await activateLanguage('de', 'de', ['shell'], own)
    expect(own._).toBe(translate)
    const german = own._(signedOut('US'))
    expect(german).not.toMatch(/[\u2066-\u2069]/)

    await activateLanguage('ar', 'ar', ['shell'], own)
    expect(own._(signedOut('US'))).toContain('\u2066US\u2069')

    // Back in German: the placeholder's value as it is.
    await activateLanguage('de', 'de', ['shell'], own)
    expect(own._(signedOut('US'))).toBe(german)
  })
})

import { describe, expect, it } from 'vitest'
import { acceptHostMessage } from './use-host-settings.ts'

const parentOrigin = 'https://portal.example.com'
const parent = new MessageChannel().port1
const stranger = new MessageChannel().port1

describe('acceptHostMessage', () => {
  it('accepts a well-formed settings message from the parent at the allowed origin', () => {
    const data = {
      type: 'pdd:settings',
      theme: 'dark',
      compact: true,
      trends: false,
      locale: 'de-de',
    }
    expect(
      acceptHostMessage({ origin: parentOrigin, source: parent, data }, parentOrigin, parent),
    ).toEqual({
      theme: 'dark',
      compact: true,
      trends: false,
      locale: 'de-DE',
    })
  })

  it('ignores another origin or another window', () => {
    const data = { type: 'pdd:settings', theme: 'dark' }
    expect(
      acceptHostMessage(
        { origin: 'https://evil.example', source: parent, data },
        parentOrigin,
        parent,
      ),
    ).toBeUndefined()
    expect(
      acceptHostMessage({ origin: parentOrigin, source: stranger, data }, parentOrigin, parent),
    ).toBeUndefined()
  })

  it('ignores anything not exactly shaped like a settings message', () => {
    for (const data of [
      'pdd:settings',
      null,
      { type: 'pdd:resize', height: 10 },
      { type: 'pdd:settings', theme: 'pink' },
      { type: 'pdd:settings', theme: 'dark', script: 'alert(1)' },
      { type: 'pdd:settings', compact: 'yes' },
    ]) {
      expect(
        acceptHostMessage({ origin: parentOrigin, source: parent, data }, parentOrigin, parent),
      ).toBeUndefined()
    }
  })

  it('drops a locale the browser does not know but keeps the rest', () => {
    const data = { type: 'pdd:settings', theme: 'light', locale: 'zz-not-real-123' }
    expect(
      acceptHostMessage({ origin: parentOrigin, source: parent, data }, parentOrigin, parent),
    ).toEqual({
      theme: 'light',
    })
  })
})

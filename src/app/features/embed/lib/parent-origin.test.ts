import { describe, expect, it } from 'vitest'
import { allowedParentOrigin } from './parent-origin.ts'

const allowed = ['https://portal.example.com', 'http://127.0.0.1:5173']

describe('allowedParentOrigin', () => {
  it('is undefined when the app is not framed', () => {
    expect(
      allowedParentOrigin(
        { framed: false, ancestorOrigin: undefined, referrer: 'https://portal.example.com/' },
        allowed,
      ),
    ).toBeUndefined()
  })

  it('trusts the ancestor origin the browser names, when it is allowed', () => {
    expect(
      allowedParentOrigin(
        { framed: true, ancestorOrigin: 'https://portal.example.com', referrer: '' },
        allowed,
      ),
    ).toBe('https://portal.example.com')
  })

  it('never falls back to the referrer when the browser names a foreign parent', () => {
    expect(
      allowedParentOrigin(
        {
          framed: true,
          ancestorOrigin: 'https://evil.example',
          referrer: 'https://portal.example.com/page',
        },
        allowed,
      ),
    ).toBeUndefined()
  })

  it('uses the referrer origin where ancestorOrigins does not exist', () => {
    expect(
      allowedParentOrigin(
        { framed: true, ancestorOrigin: undefined, referrer: 'http://127.0.0.1:5173/portal?x=1' },
        allowed,
      ),
    ).toBe('http://127.0.0.1:5173')
    expect(
      allowedParentOrigin({ framed: true, ancestorOrigin: undefined, referrer: '' }, allowed),
    ).toBeUndefined()
  })

  it('compares whole origins: another port or scheme is another origin', () => {
    for (const ancestorOrigin of ['http://127.0.0.1:5174', 'https://127.0.0.1:5173', 'null']) {
      expect(
        allowedParentOrigin({ framed: true, ancestorOrigin, referrer: '' }, allowed),
      ).toBeUndefined()
    }
  })
})

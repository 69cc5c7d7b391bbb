import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { regionName } from '../../domain/regions/region-names.ts'
import type { RegionId } from '../../domain/regions/regions.ts'
import { Icon } from '../Icon/Icon.tsx'
import './RegionSwitcher.css'

/** A configured region; the switcher names it in the UI's language (src/domain/regions/region-names.ts). */
interface RegionOption {
  id: RegionId
  signedIn: boolean
}

export interface RegionSwitcherProps {
  /** Configured regions (GET /api/regions). */
  regions: readonly RegionOption[]
  /** The region shown now. */
  current?: RegionId
  onSelect: (region: RegionId) => void
}

/**
 * A disclosure listing the configured regions; each says whether it is signed in (icon and text).
 * Arrow keys, Home and End move between regions; Escape closes and returns focus to the button.
 */
export function RegionSwitcher({ regions, current, onSelect }: RegionSwitcherProps) {
  const { i18n, t } = useLingui()
  const id = useId()
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const currentName =
    current !== undefined && regions.some((region) => region.id === current)
      ? regionName(i18n, current)
      : undefined

  // On opening, focus the current region (or the first).
  useEffect(() => {
    if (!open) return undefined
    const items = listRef.current?.querySelectorAll<HTMLButtonElement>('button')
    const selected = listRef.current?.querySelector<HTMLButtonElement>('[aria-current="true"]')
    ;(selected ?? items?.[0])?.focus()
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  function close() {
    setOpen(false)
    toggleRef.current?.focus()
  }

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const items = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])]
    const index = items.findIndex((item) => item === document.activeElement)
    const move: Record<string, number | undefined> = {
      ArrowDown: (index + 1) % items.length,
      ArrowUp: (index - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    }
    const target = move[event.key]
    if (target !== undefined) {
      event.preventDefault()
      items[target]?.focus()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      close()
    }
  }

  return (
    <div
      className="region-switcher"
      ref={rootRef}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget)) setOpen(false)
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className="btn btn--small region-switcher__toggle"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) close()
        }}
      >
        <Icon name="globe" />
        <span>
          {currentName === undefined ? (
            <Trans comment="Button that opens the list of regions when none is chosen yet">
              <span className="region-switcher__prefix">Region:</span> <strong>choose</strong>
            </Trans>
          ) : (
            <Trans comment="Button showing the current Talent Platform region">
              <span className="region-switcher__prefix">Region:</span>{' '}
              <strong>{currentName}</strong>
            </Trans>
          )}
        </span>
        <Icon name="chevronDown" className="region-switcher__chevron" />
      </button>
      <ul
        id={`${id}-list`}
        ref={listRef}
        className="region-switcher__list"
        aria-label={t`Regions`}
        hidden={!open}
        onKeyDown={onListKeyDown}
      >
        {regions.map((region) => (
          <li key={region.id}>
            <button
              type="button"
              className="region-switcher__item"
              aria-current={region.id === current ? 'true' : undefined}
              data-testid={`region-${region.id}`}
              onClick={() => {
                close()
                onSelect(region.id)
              }}
            >
              <span className="region-switcher__label">{regionName(i18n, region.id)}</span>
              <span
                className={
                  region.signedIn
                    ? 'region-switcher__status region-switcher__status--in'
                    : 'region-switcher__status'
                }
              >
                <Icon name={region.signedIn ? 'check' : 'circle'} />
                {region.signedIn ? <Trans>Signed in</Trans> : <Trans>Not signed in</Trans>}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}

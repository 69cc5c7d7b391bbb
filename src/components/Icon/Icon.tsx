import './Icon.css'

/** 24×24 outline paths, stroked with currentColor. */
const PATHS = {
  lock: 'M7 11V8a5 5 0 0 1 10 0v3 M5 11h14v10H5z M12 15v2',
  dash: 'M6 12h12',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  circle: 'M12 4a8 8 0 1 0 0 16a8 8 0 1 0 0-16',
  warning: 'M12 3l10 18H2z M12 10v5 M12 18v.5',
  refresh: 'M20 12a8 8 0 1 1-2.3-5.7 M20 4v5h-5',
  table: 'M3 5h18v14H3z M3 10h18 M3 15h18 M9 5v14',
  chart: 'M4 20V4 M4 20h16 M8 16v-5 M12 16V8 M16 16v-3',
  download: 'M12 4v11 M7 10l5 5l5-5 M5 20h14',
  chevronDown: 'M6 9l6 6l6-6',
  signOut: 'M10 4H5v16h5 M15 8l4 4l-4 4 M19 12H9',
  print: 'M7 9V3h10v6M7 17H4V9h16v8h-3M7 14h10v7H7z',
  globe:
    'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18 M3 12h18 M12 3c3 3.5 3 14.5 0 18 M12 3c-3 3.5-3 14.5 0 18',
} as const

export type IconName = keyof typeof PATHS

export interface IconProps {
  name: IconName
  /** Extra class, e.g. for colour. The icon is decorative: pair it with text. */
  className?: string
}

/** A decorative inline SVG icon (aria-hidden); the text next to it carries the meaning. */
export function Icon({ name, className }: IconProps) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      <path d={PATHS[name]} />
    </svg>
  )
}

export const ICON_NAMES = Object.keys(PATHS) as IconName[]

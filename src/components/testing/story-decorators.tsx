import type { Decorator } from '@storybook/react-vite'
import {
  useState,
  useSyncExternalStore,
  type ComponentType,
  type CSSProperties,
  type ReactNode,
} from 'react'

/**
 * The stories' shared frames (decision 0185). A story that needs a size of its own (a card's
 * column, a phone, a laptop) names it with `frame` or `atWidth` instead of writing its own
 * wrapper: the frame is the story's, so `composeStories` in the component tests draws it too.
 */
export function frame(style: CSSProperties, className?: string): Decorator {
  return function Frame(Story) {
    return (
      <div className={className} style={style}>
        <Story />
      </div>
    )
  }
}

/** The story at exactly `px` CSS pixels wide, whatever the screen (a phone, a laptop). */
export function atWidth(px: number): Decorator {
  return frame({ inlineSize: `${px}px` })
}

/** The toolbar's widths (`globals.width`); `auto` is the canvas's own width. */
export const WIDTHS = ['auto', '320', '390', '1024', '1440'] as const

/** Every story at the toolbar's width: a reviewer sees any component on a phone or a desktop. */
export const withToolbarWidth: Decorator = (Story, context) => {
  // The toolbar sets a string; a URL's `globals=width:390` arrives as a number.
  const width = String(context.globals.width ?? 'auto')
  return /^\d+$/.test(width) ? atWidth(Number(width))(Story, context) : <Story />
}

/**
 * The rules the document's style sheets give print media, read from the CSSOM: the inner rules of
 * every `@media print` block (nested in layers or supports blocks too).
 */
function printRules(rules: CSSRuleList): string[] {
  return [...rules].flatMap((rule) => {
    if (rule instanceof CSSMediaRule) {
      return rule.media.mediaText.includes('print')
        ? [...rule.cssRules].map((inner) => inner.cssText)
        : printRules(rule.cssRules)
    }
    if (rule instanceof CSSGroupingRule) return printRules(rule.cssRules)
    return []
  })
}

function documentPrintRules(): string {
  return [...document.styleSheets]
    .flatMap((sheet) => {
      try {
        return printRules(sheet.cssRules)
      } catch {
        // A cross-origin sheet (none of ours) cannot be read.
        return []
      }
    })
    .join('\n')
}

/**
 * Calls `onChange` when a style sheet comes or loads: a page story's lazy chunk brings its own.
 */
function subscribeToStyleSheets(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.head, { childList: true, subtree: true, characterData: true })
  // A <link> sheet's rules are readable once it has loaded (load does not bubble: capture it).
  document.addEventListener('load', onChange, true)
  return () => {
    observer.disconnect()
    document.removeEventListener('load', onChange, true)
  }
}

/**
 * The story as print media shows it (`globals.media: print`): the document's print rules apply
 * inside a sheet of A4 landscape with the 12 mm margins of global.css (the sheet carries the
 * screen's theme, which the print rules turn light). The browser's own print preview stays the
 * judge of page breaks and the margin boxes (`@page`), which no element on screen can show.
 */
function OnPaper({ theme, children }: { theme: string; children: ReactNode }) {
  const rules = useSyncExternalStore(subscribeToStyleSheets, documentPrintRules)
  // The sheet is inside the scope, so the print rules for [data-theme] reach it.
  return (
    <div className="sb-print">
      <style>{`@scope (.sb-print) {\n${rules}\n}`}</style>
      <div className="sb-paper" data-theme={theme} data-testid="print-preview">
        {children}
      </div>
    </div>
  )
}

/** The toolbar's media (`globals.media`): `print` shows any story as it prints. */
export const withToolbarMedia: Decorator = (Story, context) =>
  context.globals.media === 'print' ? (
    <OnPaper theme={context.globals.theme === 'dark' ? 'dark' : 'light'}>
      <Story />
    </OnPaper>
  ) : (
    <Story />
  )

/** The props of a component whose value its parent holds. */
interface ValueProps {
  value: unknown
  onChange: (value: never) => void
}

/**
 * A story's `render` for a component whose parent holds its value, as in the app: the value
 * starts at `initial` and follows every change, which also reaches the story's action.
 */
export function controlled<Props extends ValueProps>(
  Component: ComponentType<Props>,
  initial: Props['value'],
) {
  return function Controlled(args: Props) {
    const [value, setValue] = useState(initial)
    const onChange = (next: Parameters<Props['onChange']>[0]) => {
      setValue(next)
      args.onChange(next)
    }
    return <Component {...args} value={value} onChange={onChange} />
  }
}

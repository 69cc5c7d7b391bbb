import { createContext, use, useState, type ReactNode } from 'react'
import { applyTheme, type ThemeChoice } from '../../components/ThemeSwitch/theme.ts'

interface ThemeState {
  theme: ThemeChoice
  setTheme: (theme: ThemeChoice) => void
}

const ThemeContext = createContext<ThemeState | undefined>(undefined)

/**
 * The theme chosen in this tab. It starts as `system` (prefers-color-scheme) on every load and
 * is never stored: the browser keeps only the last region id (docs/decisions/0042).
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<ThemeChoice>('system')
  const setTheme = (next: ThemeChoice) => {
    applyTheme(next)
    setThemeState(next)
  }
  return <ThemeContext value={{ theme, setTheme }}>{children}</ThemeContext>
}

export function useTheme(): ThemeState {
  const state = use(ThemeContext)
  if (state === undefined) throw new Error('useTheme needs a ThemeProvider above it.')
  return state
}

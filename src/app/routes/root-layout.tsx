import type { MouseEvent } from 'react'
import { Outlet } from 'react-router'
import { useFocusOnNavigation } from '../lib/use-focus-on-navigation.ts'

function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main')
  if (main === null) return
  // Focus without a URL change: a hash would be a history entry of its own.
  event.preventDefault()
  main.focus()
}

export function RootLayout() {
  useFocusOnNavigation()
  return (
    <>
      <a className="skip-link" href="#main" onClick={skipToMain}>
        Skip to main content
      </a>
      <Outlet />
    </>
  )
}

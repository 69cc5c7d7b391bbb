import { Outlet } from 'react-router'
import { useFocusOnNavigation } from '../lib/use-focus-on-navigation.ts'

/** Every page but the embed view: focus follows navigation (the skip link is in the header). */
export function RootLayout() {
  useFocusOnNavigation()
  return <Outlet />
}

import type { AnchorHTMLAttributes, MouseEvent } from 'react'
import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router'

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the app, from src/app/config/paths.ts (with its query string, if any). */
  to: string
}

/**
 * The SPA's link to one of its pages: an `<a href>` whose plain click the router handles (a click
 * with a modifier key, another button or another `target` is left to the browser; a link to the
 * current address replaces it rather than adding a history entry). It stands in for React
 * Router's `<Link>`, which also carries framework mode's prefetching and route discovery, code
 * the declarative router never runs that would weigh on every page (decision 0116).
 */
export function AppLink({ to, onClick, target, ...rest }: AppLinkProps) {
  const href = useHref(to)
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target })
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (!event.defaultPrevented) navigate(event)
  }
  return <a {...rest} href={href} target={target} onClick={handleClick} />
}

export interface AppNavLinkProps extends AppLinkProps {
  /** Current only at its own path; by default the pages below it make it current too. */
  end?: boolean
}

/**
 * An AppLink in a navigation: `aria-current="page"` while its page is shown (the styles key on
 * it), as React Router's `<NavLink>` (paths compared case-insensitively).
 */
export function AppNavLink({ to, end = false, ...rest }: AppNavLinkProps) {
  const here = useLocation().pathname.toLowerCase()
  const target = useResolvedPath(to).pathname.toLowerCase()
  const below = target.endsWith('/') ? target : `${target}/`
  const current = here === target || (!end && target !== '/' && here.startsWith(below))
  return <AppLink {...rest} to={to} aria-current={current ? 'page' : undefined} />
}

import type { AppConfig } from './config.ts'
import { normalizeHost } from './config-schemas.ts'

/** Which `Host` values and `Origin`s this app answers to (decision 0063). */
export interface HostPolicy {
  readonly publicOrigin: string
  readonly hosts: ReadonlySet<string>
  readonly origins: ReadonlySet<string>
  readonly scheme: 'http:' | 'https:'
}

type HostConfig = Pick<AppConfig, 'publicOrigin' | 'publicOriginFollowsPort' | 'allowedHosts'>

/**
 * PUBLIC_ORIGIN's host and ALLOWED_HOSTS; each host also stands for the origin of the same
 * scheme. In demo mode without PUBLIC_ORIGIN, `localhost` and `127.0.0.1` on the port the app
 * listens on (`listeningPort`, once known).
 */
export function hostPolicy(config: HostConfig, listeningPort?: number): HostPolicy {
  const followed =
    config.publicOriginFollowsPort && listeningPort !== undefined
      ? `http://localhost:${listeningPort}`
      : config.publicOrigin
  const url = new URL(followed)
  const scheme = url.protocol === 'https:' ? 'https:' : 'http:'
  const extra = config.publicOriginFollowsPort ? [`127.0.0.1:${url.port || '80'}`] : []
  const hosts = new Set<string>([url.host])
  for (const name of [...config.allowedHosts, ...extra]) {
    const host = normalizeHost(name, scheme)
    if (host !== undefined) hosts.add(host)
  }
  const origins = new Set([...hosts].map((host) => `${scheme}//${host}`))
  return { publicOrigin: url.origin, hosts, origins, scheme }
}

/** The request's Host (as Fastify reads it, TRUST_PROXY applied) is one this app answers to. */
export function isAllowedHost(policy: HostPolicy, host: string | undefined): boolean {
  if (host === undefined) return false
  // The common case, a Host exactly as configured, needs no URL parsing (the set holds normalized forms).
  if (policy.hosts.has(host)) return true
  const normalized = normalizeHost(host, policy.scheme)
  return normalized !== undefined && policy.hosts.has(normalized)
}

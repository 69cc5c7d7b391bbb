import { skipToken, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import {
  organizationWording,
  type OrganizationWording,
} from '../../../../domain/annotations/organization-definitions.ts'
import type { RegionId } from '../../../../domain/regions/regions.ts'
import { useLanguage } from '../../../i18n/language.tsx'
import { queryKeys } from '../../../lib/query-keys.ts'
import { getDefinitions } from '../api/get-definitions.ts'

/**
 * The organization's own definitions in the reader's language, read through `region` (any region
 * the user is signed in to: they are the same in every one). Undefined until they arrive, without
 * a region, or when they cannot be read: the built-in definitions apply meanwhile.
 */
export function useOrganizationWording(
  region: RegionId | undefined,
): OrganizationWording | undefined {
  const { language } = useLanguage()
  // Without a region nothing is asked; `us`'s key then only finds what was read before (the
  // definitions are the organization's, the same through every region).
  const { data } = useQuery({
    queryKey: queryKeys.annotations.definitions(region ?? 'us'),
    queryFn: region === undefined ? skipToken : ({ signal }) => getDefinitions(region, signal),
    meta: region === undefined ? {} : { region },
  })
  const definitions = data?.definitions
  return useMemo(
    () => (definitions === undefined ? undefined : organizationWording(definitions, language)),
    [definitions, language],
  )
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RegionId } from '../../../../domain/regions/regions.ts'
import { apiRequestNoContent } from '../../../lib/api-client.ts'
import { queryKeys } from '../../../lib/query-keys.ts'

/**
 * A change of a target, event or definition through `region`. Settled either way, the region's
 * annotations are read again: after a success to show it (and its audit entry), after a `409
 * conflict` to show the other change, while the form keeps what its user typed.
 */
export function useAnnotationMutation<Variables, Result>(
  region: RegionId,
  mutationFn: (variables: Variables) => Promise<Result>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    meta: { region },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.annotations.region(region) }),
  })
}

/**
 * A versioned DELETE of a target, event or definition through `region`: `pathOf` names the row,
 * `?version=N` the version read (`409 conflict` when another change came first).
 */
export function useVersionedDelete<Variables extends { readonly version: number }>(
  region: RegionId,
  pathOf: (variables: Variables) => string,
) {
  return useAnnotationMutation(region, (variables: Variables) =>
    apiRequestNoContent(`${pathOf(variables)}?version=${variables.version}`, { method: 'DELETE' }),
  )
}

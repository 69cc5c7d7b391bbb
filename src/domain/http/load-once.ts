/**
 * `load` run once and its promise kept, so every caller shares one download; a failure is
 * forgotten, so the next call asks again (a lazy page's or a chart drawing's code).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
}

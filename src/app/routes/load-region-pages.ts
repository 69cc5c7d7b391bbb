/**
 * The one dynamic import of the signed-in pages' chunk (decision 0096): the dashboard's module
 * also carries the trend and comparison pages, which share its header, panels and charts.
 */
export const loadRegionPages = () => import('./dashboard/dashboard-page.tsx')

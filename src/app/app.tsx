import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { DataRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { ThemeProvider } from './lib/theme.tsx'

export interface AppProps {
  queryClient: QueryClient
  router: DataRouter
}

export function App({ queryClient, router }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>
  )
}

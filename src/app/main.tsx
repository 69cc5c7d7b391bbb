import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import '../styles/tokens.css'
import '../styles/global.css'
import './app.css'
import { App, createApp } from './app.tsx'

const container = document.getElementById('root')
if (container === null) throw new Error('index.html has no #root element.')

const { queryClient, sessionRedirect } = createApp()

const root = createRoot(container)
// A transition: React renders the first page in slices and yields to the browser between them,
// instead of in one long task (docs/decisions/0106).
startTransition(() => {
  root.render(
    <StrictMode>
      <App queryClient={queryClient} sessionRedirect={sessionRedirect} />
    </StrictMode>,
  )
})

import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '../styles/tokens.css'
import '../styles/global.css'
import './app.css'
import { App, createApp } from './app.tsx'

const container = document.getElementById('root')
if (container === null) throw new Error('index.html has no #root element.')

const { queryClient, sessionRedirect } = createApp()

createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} sessionRedirect={sessionRedirect} />
  </StrictMode>,
)

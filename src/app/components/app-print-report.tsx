import type { ReactNode } from 'react'
import { PrintReport } from '../../components/PrintReport/PrintReport.tsx'
import { useRegions } from '../features/regions/api/get-regions.ts'
import { useLanguage } from '../i18n/language.tsx'

export interface AppPrintReportProps {
  title: string
  regions: readonly string[]
  asOf: Date | undefined
  period?: string | undefined
  /** The view's data says it is demo data (the history's flag); the server's mode counts too. */
  demo?: boolean | undefined
  children: ReactNode
}

/**
 * PrintReport with what the server configures (ORGANIZATION_NAME, demo mode, MIN_GROUP_SIZE),
 * read from /api/regions, which every signed-in page's route has already loaded.
 */
export function AppPrintReport({ demo, ...props }: AppPrintReportProps) {
  const { locale } = useLanguage()
  const server = useRegions().data
  return (
    <PrintReport
      {...props}
      organizationName={server?.organizationName ?? 'Pipeline Diversity'}
      demo={demo === true || server?.demo === true}
      minGroupSize={server?.minGroupSize ?? 0}
      locale={locale}
    />
  )
}

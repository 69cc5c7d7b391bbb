import type {
  AuditEntry,
  OrganizationDefinition,
  Target,
  TrendEvent,
} from '../domain/annotations/annotations.ts'
import type { RegionId } from '../domain/regions/regions.ts'

/** The mock BFF's targets, events, definitions and audit log, emptied with the rest of MockState. */
export interface AnnotationData {
  /** By `region/metric`. */
  readonly targets: Map<string, Target>
  readonly events: Map<string, TrendEvent>
  /** By `metric/language`. */
  readonly definitions: Map<string, OrganizationDefinition>
  /** Newest first, as the BFF lists it. */
  readonly audit: AuditEntry[]
}

export function createAnnotationData(): AnnotationData {
  return { targets: new Map(), events: new Map(), definitions: new Map(), audit: [] }
}

export function clearAnnotationData(data: AnnotationData): void {
  data.targets.clear()
  data.events.clear()
  data.definitions.clear()
  data.audit.splice(0)
}

export const targetKey = (region: RegionId, metric: string) => `${region}/${metric}`

import { Trans } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { FormOutcome } from './FormOutcome.tsx'

export interface ConfirmDeleteProps {
  /** The first button: "Delete the target of Pipelines with women". */
  label: ReactNode
  /** The question of the confirm step: "Delete the target …? This cannot be undone." */
  question: ReactNode
  /**
   * Deletes with the version read; resolves once deleted, rejects when refused (409, 403).
   * Undefined: nothing to delete (no button; a past delete's "Deleted." stays announced).
   */
  onConfirm: (() => Promise<unknown>) | undefined
  /** The BFF's refusal, in words (as a save's). */
  failure?: string | undefined
  pending?: boolean
}

type Step = 'idle' | 'confirming' | 'deleted'

/**
 * A delete in two steps (issue 26): the button asks first, with the focus on the question's
 * "Cancel"; Escape cancels too. A refusal is shown like a save's (`409 conflict`: the other
 * change is read again, and deleting can be tried again); a delete is announced.
 */
export function ConfirmDelete({
  label,
  question,
  onConfirm,
  failure,
  pending = false,
}: ConfirmDeleteProps) {
  const id = useId()
  const [step, setStep] = useState<Step>('idle')
  const cancelRef = useRef<HTMLButtonElement>(null)
  const openRef = useRef<HTMLButtonElement>(null)
  const doneRef = useRef<HTMLParagraphElement>(null)
  const moved = useRef(false)
  useEffect(() => {
    if (!moved.current) return
    if (step === 'confirming') cancelRef.current?.focus()
    else if (step === 'deleted') doneRef.current?.focus()
    else openRef.current?.focus()
  }, [step])
  const go = (next: Step) => {
    moved.current = true
    setStep(next)
  }
  async function confirm() {
    if (pending || onConfirm === undefined) return
    try {
      await onConfirm()
      go('deleted')
    } catch {
      // The refusal is shown through `failure`; the question stays for another try.
    }
  }
  return (
    <div className="annotation-delete">
      {step === 'confirming' && onConfirm !== undefined ? (
        <div
          role="group"
          aria-labelledby={`${id}-question`}
          className="annotation-delete__confirm"
          onKeyDown={(event) => {
            if (event.key === 'Escape') go('idle')
          }}
        >
          <p id={`${id}-question`}>{question}</p>
          <button
            type="button"
            className="btn btn--primary"
            aria-disabled={pending}
            onClick={() => void confirm()}
          >
            {pending ? <Trans>Deleting…</Trans> : <Trans>Delete</Trans>}
          </button>{' '}
          <button ref={cancelRef} type="button" className="btn" onClick={() => go('idle')}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      ) : onConfirm === undefined ? null : (
        <button
          ref={openRef}
          type="button"
          className="btn btn--small"
          onClick={() => go('confirming')}
        >
          {label}
        </button>
      )}
      {step === 'deleted' ? (
        <p ref={doneRef} role="status" className="annotation-form__saved" tabIndex={-1}>
          <Trans comment="A target, event or definition was deleted">Deleted.</Trans>
        </p>
      ) : (
        <FormOutcome failure={failure} saved={false} />
      )}
    </div>
  )
}

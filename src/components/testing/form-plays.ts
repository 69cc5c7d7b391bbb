import { expect, userEvent, waitFor } from 'storybook/test'

/**
 * The plays the admin forms' stories share (decision 0185): what is chosen and typed, then what
 * the form must do. A form's story names its fields and words; the steps are written once.
 */

/** The canvas queries the plays use (Testing Library's, bound to the story's canvas). */
interface Canvas {
  getByLabelText(text: string): HTMLElement
  getByRole(role: string, options?: { name?: string | RegExp }): HTMLElement
  getByTestId(id: string): HTMLElement
  findByRole(role: string, options?: { name?: string | RegExp }): Promise<HTMLElement>
  findByText(text: string): Promise<HTMLElement>
}

interface FormPlayContext {
  canvas: Canvas
  args: { onSubmit?: unknown; onDelete?: unknown }
}

/** What a play fills in first: each select's option, each field's text, by their labels. */
export interface Filling {
  readonly select?: Readonly<Record<string, string>>
  readonly type?: Readonly<Record<string, string>>
}

async function fill(canvas: Canvas, { select = {}, type = {} }: Filling): Promise<void> {
  for (const [label, value] of Object.entries(select)) {
    await userEvent.selectOptions(canvas.getByLabelText(label), value)
  }
  for (const [label, text] of Object.entries(type)) {
    await userEvent.type(canvas.getByLabelText(label), text)
  }
}

/** Submitted as filled in: each problem is listed in the summary, which takes the focus; nothing is sent. */
export function problemsListed(filling: Filling, submit: string, problems: readonly string[]) {
  return async ({ canvas, args }: FormPlayContext) => {
    await fill(canvas, filling)
    await userEvent.click(canvas.getByRole('button', { name: submit }))
    const summary = canvas.getByTestId('error-summary')
    await waitFor(() => expect(summary).toHaveFocus())
    for (const problem of problems) await expect(summary).toHaveTextContent(problem)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  }
}

/**
 * The delete asks first, the focus on "Cancel" and the question said; confirmed, `onDelete` gets
 * `sent` (the version read) and "Deleted." takes the focus.
 */
export function deletesAfterAsking(
  filling: Filling,
  button: string,
  question: string,
  sent: unknown,
) {
  return async ({ canvas, args }: FormPlayContext) => {
    await fill(canvas, filling)
    await userEvent.click(canvas.getByRole('button', { name: button }))
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await expect(canvas.getByRole('group', { name: question })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(sent))
    await expect(await canvas.findByText('Deleted.')).toHaveFocus()
  }
}

/** A delete from a stale screen (`409 conflict`) is refused in words; the question stays. */
export function deleteRefused(filling: Filling, button: string, refusal: RegExp) {
  return async ({ canvas, args }: FormPlayContext) => {
    await fill(canvas, filling)
    await userEvent.click(canvas.getByRole('button', { name: button }))
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledTimes(1))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(refusal)
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeVisible()
  }
}

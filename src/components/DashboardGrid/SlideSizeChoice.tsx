import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { SlideSize } from '../ChartImage/chart-image-types.ts'

export interface SlideSizeChoiceProps {
  value: SlideSize
  onChange: (size: SlideSize) => void
}

/** The dashboard image's size: a 16:9 slide in Full HD, or the same layout at twice the scale. */
export function SlideSizeChoice({ value, onChange }: SlideSizeChoiceProps) {
  const { t } = useLingui()
  const name = useId()
  const sizes: readonly { size: SlideSize; label: string }[] = [
    {
      size: '1080p',
      label: t({
        comment: 'Size of the dashboard image; the pixel dimensions stay as they are',
        message: '1920 × 1080 (Full HD)',
      }),
    },
    {
      size: '4k',
      label: t({
        comment: 'Size of the dashboard image; the pixel dimensions stay as they are',
        message: '3840 × 2160 (4K)',
      }),
    },
  ]
  return (
    <fieldset className="image-menu__sizes">
      <legend>{t({ comment: 'Choice of the dashboard image’s size', message: 'Size' })}</legend>
      {sizes.map((option) => (
        <label key={option.size}>
          <input
            type="radio"
            name={name}
            checked={value === option.size}
            onChange={() => onChange(option.size)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  )
}

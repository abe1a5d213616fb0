import type { ComponentProps, ReactNode } from 'react'
import { cn } from '~/lib/cn'

export type BadgeTone = 'neutral' | 'primary' | 'accent' | 'success' | 'warning' | 'danger'

const soft: Record<BadgeTone, string> = {
  neutral: 'bg-surface-muted text-ink-muted',
  primary: 'bg-primary-soft text-forest-800',
  accent: 'bg-accent-soft text-sand-800',
  success: 'bg-success-soft text-success',
  warning: 'bg-warning-soft text-warning',
  danger: 'bg-danger-soft text-danger',
}
const solid: Record<BadgeTone, string> = {
  neutral: 'bg-stone-800 text-white',
  primary: 'bg-primary text-on-primary',
  accent: 'bg-accent text-white',
  success: 'bg-success text-white',
  warning: 'bg-warning text-white',
  danger: 'bg-danger text-white',
}

type BadgeProps = ComponentProps<'span'> & {
  tone?: BadgeTone
  variant?: 'soft' | 'solid' | 'overlay'
  size?: 'sm' | 'md'
  icon?: ReactNode
}

export function Badge({
  tone = 'neutral',
  variant = 'soft',
  size = 'sm',
  icon,
  className,
  children,
  ...rest
}: BadgeProps) {
  return (
    <span
      className={cn(
        'badge',
        size === 'sm' ? 'h-6 px-2.5 text-xs' : 'h-7 px-3 text-sm',
        // Overlay: legible on top of photos.
        variant === 'overlay'
          ? 'bg-white/92 text-ink shadow-sm backdrop-blur-sm'
          : variant === 'solid'
            ? solid[tone]
            : soft[tone],
        className,
      )}
      {...rest}
    >
      {icon}
      {children}
    </span>
  )
}

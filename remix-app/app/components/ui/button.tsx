import { type ComponentProps, forwardRef, type ReactNode } from 'react'
import { Link, type LinkProps } from 'react-router'
import { cn } from '~/lib/cn'
import { Spinner } from './spinner'

type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse' | 'danger'
type ButtonSize = 'sm' | 'md' | 'lg'

const base =
  'inline-flex items-center justify-center gap-2 font-semibold whitespace-nowrap select-none transition-[background-color,border-color,color,box-shadow,transform] duration-150 ' +
  'focus-visible:outline-none focus-visible:shadow-focus active:translate-y-px ' +
  'disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-on-primary shadow-xs hover:bg-primary-hover',
  secondary: 'bg-surface text-ink border border-line-strong shadow-xs hover:bg-surface-muted hover:border-stone-400',
  ghost: 'bg-transparent text-ink hover:bg-surface-muted',
  // For dark surfaces (the lessor call-to-action, the footer).
  inverse: 'bg-sand-100 text-forest-950 hover:bg-sand-200 shadow-xs',
  // Irreversible actions (deleting the account).
  danger: 'bg-danger text-white shadow-xs hover:bg-[#912018]',
}

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3.5 text-sm rounded-md',
  md: 'h-11 px-5 text-[0.9375rem] rounded-lg',
  lg: 'h-13 px-7 text-base rounded-lg',
}

export type ButtonStyleProps = { variant?: ButtonVariant; size?: ButtonSize; block?: boolean }

/** Class list of a button, for elements that must look like one (links). */
export function buttonClasses({ variant = 'primary', size = 'md', block = false }: ButtonStyleProps = {}): string {
  return cn(base, variants[variant], sizes[size], block && 'w-full')
}

type ButtonProps = ComponentProps<'button'> &
  ButtonStyleProps & { loading?: boolean; loadingLabel?: string; icon?: ReactNode; iconRight?: ReactNode }

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant,
    size,
    block,
    loading = false,
    loadingLabel,
    icon,
    iconRight,
    className,
    children,
    disabled,
    type = 'button',
    ...rest
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={cn(buttonClasses({ variant, size, block }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner label={loadingLabel} /> : icon}
      {children}
      {!loading && iconRight}
    </button>
  )
})

type ButtonLinkProps = LinkProps & ButtonStyleProps & { icon?: ReactNode; iconRight?: ReactNode }

/** A router link styled as a button. */
export function ButtonLink({ variant, size, block, icon, iconRight, className, children, ...rest }: ButtonLinkProps) {
  return (
    <Link className={cn(buttonClasses({ variant, size, block }), className)} {...rest}>
      {icon}
      {children}
      {iconRight}
    </Link>
  )
}

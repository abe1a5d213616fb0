import { type ComponentProps, forwardRef, type ReactNode } from 'react'
import { Link, type LinkProps } from 'react-router'
import { cn } from '~/lib/cn'
import { Spinner } from './spinner'

type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse' | 'danger'
type ButtonSize = 'sm' | 'md' | 'lg'

/*
 * The look of each variant and size is a class in app.css (`.btn`, `.btn-primary` …, `.btn-md` …):
 * the same utilities as before, written once in the stylesheet instead of ~330 bytes of class
 * names on every button of every page (issue 23). They sit in the components layer, so utilities
 * given in `className` still win over them.
 */
const variants: Record<ButtonVariant, string> = {
  primary: 'btn-primary',
  secondary: 'btn-secondary',
  ghost: 'btn-ghost',
  // For dark surfaces (the lessor call-to-action, the footer).
  inverse: 'btn-inverse',
  // Irreversible actions (deleting the account).
  danger: 'btn-danger',
}

const sizes: Record<ButtonSize, string> = { sm: 'btn-sm', md: 'btn-md', lg: 'btn-lg' }

export type ButtonStyleProps = { variant?: ButtonVariant; size?: ButtonSize; block?: boolean }

/** Class list of a button, for elements that must look like one (links). */
export function buttonClasses({ variant = 'primary', size = 'md', block = false }: ButtonStyleProps = {}): string {
  // A full-width button is as wide as its card: on a narrow phone (360 px) a label such as "Choose a
  // new password" is wider than that, and a label that may not wrap pushes the page sideways. Its
  // label is centred anyway, so the size's side padding only made it wrap sooner.
  return cn('btn', variants[variant], sizes[size], block && 'w-full px-4 text-center leading-tight whitespace-normal')
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

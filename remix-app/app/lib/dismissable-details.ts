import { useEffect, useRef } from 'react'

/**
 * A ref for a `<details>` menu that closes on a click outside it and on Escape (which hands the
 * focus back to its summary). The element still opens and closes without JavaScript.
 */
export function useDismissableDetails() {
  const ref = useRef<HTMLDetailsElement>(null)
  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (ref.current?.open && !ref.current.contains(event.target as Node)) ref.current.open = false
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && ref.current?.open) {
        ref.current.open = false
        ref.current.querySelector('summary')?.focus()
      }
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [])
  return ref
}

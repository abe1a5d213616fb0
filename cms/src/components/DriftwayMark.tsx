/**
 * The Driftway mark: a low sun over two drifting waves (road and water) on forest green.
 * Pure SVG without ids or client JS, so any number of copies can render on one page.
 * Keep in sync with cms/public/favicon.svg.
 */
export function DriftwayMark({ size = 32, title }: { size?: number | string; title?: string }) {
  return (
    <svg
      className="driftway-mark"
      width={size}
      height={size}
      viewBox="0 0 32 32"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width="32" height="32" rx="8" fill="#0f5c4d" />
      <circle cx="21.5" cy="10.5" r="4" fill="#f4c95d" />
      <path d="M5.5 19.5q3.5-3 7 0t7 0t7 0" fill="none" stroke="#f7f3e8" strokeWidth="2.6" strokeLinecap="round" />
      <path d="M5.5 25q3.5-3 7 0t7 0t7 0" fill="none" stroke="#6cc9ad" strokeWidth="2.6" strokeLinecap="round" />
    </svg>
  )
}

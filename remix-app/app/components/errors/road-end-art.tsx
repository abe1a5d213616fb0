/** Illustration for the 404 page: a road that stops at a barrier in the hills. */
export function RoadEndArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 300" className={className} aria-hidden>
      <defs>
        <linearGradient id="re-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--color-forest-50)" />
          <stop offset="1" stopColor="var(--color-sand-100)" />
        </linearGradient>
        <clipPath id="re-frame">
          <rect width="480" height="300" rx="28" />
        </clipPath>
      </defs>
      <g clipPath="url(#re-frame)">
        <rect width="480" height="300" fill="url(#re-sky)" />
        <circle cx="360" cy="92" r="30" fill="var(--color-sand-300)" />
        <path d="M0 196 70 120l46 44 62-78 82 92 48-38 76 56 60-52 36 40v40H0z" fill="var(--color-forest-200)" />
        <path d="m178 86-16 20 9-3 7 7 7-7 9 3z" fill="#fff" />
        <path d="M0 214c80-30 170-34 250-14s160 14 230-12v112H0z" fill="var(--color-forest-400)" />
        <path d="M0 246c90-18 200-20 300-6s140 6 180-4v64H0z" fill="var(--color-forest-600)" />
        <path
          d="M150 300c22-30 58-46 84-62 12-8 18-14 16-20h22c4 10-2 20-14 30-22 18-48 30-58 52z"
          fill="var(--color-sand-300)"
        />
        <path
          d="M206 300c6-16 20-30 36-44"
          stroke="#fff"
          strokeWidth="3"
          strokeDasharray="8 10"
          strokeLinecap="round"
          fill="none"
          opacity="0.7"
        />
        <g transform="translate(226 186)">
          <rect x="-4" y="0" width="6" height="36" rx="2" fill="var(--color-stone-700)" />
          <rect x="58" y="0" width="6" height="36" rx="2" fill="var(--color-stone-700)" />
          <rect
            x="-10"
            y="2"
            width="80"
            height="16"
            rx="4"
            fill="#fff"
            stroke="var(--color-stone-700)"
            strokeWidth="2"
          />
          <path d="M0 2h12l-12 16zm22 0h14l-12 16h-14zm26 0h14l-12 16h-14z" fill="var(--color-danger)" />
        </g>
        <g transform="translate(330 150)">
          <rect x="-3" y="0" width="6" height="96" rx="2" fill="var(--color-sand-800)" />
          <path d="M-44 8h60l12 12-12 12h-60z" fill="var(--color-sand-500)" />
          <path d="M-8 40h48v22h-48l-10-11z" fill="var(--color-sand-600)" />
          <circle cx="-28" cy="20" r="3" fill="#fff" opacity="0.8" />
          <circle cx="-14" cy="20" r="3" fill="#fff" opacity="0.8" />
          <circle cx="0" cy="20" r="3" fill="#fff" opacity="0.8" />
        </g>
        <path
          d="M80 236 92 206l12 30zM60 244l14-36 14 36zM420 232l12-32 12 32zM440 240l10-26 10 26z"
          fill="var(--color-forest-800)"
        />
      </g>
    </svg>
  )
}

/** The Wayfare mark: a route drawn as a "W" on a rounded tile (inherits the text colour). */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path
        d="M7 11l4.5 11L16 14l4.5 8L25 11"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="7" cy="11" r="2" fill="#fff" />
      <circle cx="25" cy="11" r="2" fill="#fff" />
    </svg>
  );
}

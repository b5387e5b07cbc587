// Small inline icons (the app bundles no icon font).

/** A contest problem's balloon, in its colour. */
export function Balloon({ color }: { color: string }) {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" style={{ verticalAlign: 'middle', marginRight: 4 }}>
      <path d="M12 2a7 7 0 0 0-7 7c0 4.4 3.4 8.6 6.2 9.4L10 21h4l-1.2-2.6C15.6 17.6 19 13.4 19 9a7 7 0 0 0-7-7Z" fill={color} />
      <path d="M12 21c0 1.5-1 2-2 2" stroke={color} fill="none" />
    </svg>
  );
}

/** The padlock marking a private (or protected) contest or exam, in the colour given. */
export function LockIcon({ color, title }: { color: string; title: string }) {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill={color} role="img" aria-label={title} style={{ verticalAlign: 'middle' }}>
      <title>{title}</title>
      <path d="M17 9V7A5 5 0 0 0 7 7v2H5v13h14V9h-2Zm-8-2a3 3 0 0 1 6 0v2H9V7Zm4 10.7V20h-2v-2.3a2 2 0 1 1 2 0Z" />
    </svg>
  );
}

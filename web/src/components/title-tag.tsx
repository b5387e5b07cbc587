import { Badge } from '@mantine/core';

/** A user's title (awarded by admins) in its colour. */
export function TitleTag({ name, color }: { name: string | null; color: string | null }) {
  if (!name) return null;
  return (
    <Badge size="sm" variant="filled" color={color || 'blue'} autoContrast>
      {name}
    </Badge>
  );
}

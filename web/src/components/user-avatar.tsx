import { Avatar } from '@mantine/core';

/** Avatars are served under /public/ from our own origin; without one, the name's initial. */
export function UserAvatar({ src, name, size = 36 }: { src: string | null | undefined; name: string; size?: number }) {
  return (
    <Avatar src={src || null} alt={name} size={size} radius="xl" color="blue">
      {name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}

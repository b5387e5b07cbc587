import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Spec 001 section 3: an author's role as the community calls answer it ('root', 'admin', or anything else for
 * ordinary users), shown as SPA for the super admin and ADM for admins, nothing otherwise.
 */
export function RoleBadge({ role }: { role: string | null | undefined }) {
  const { t } = useTranslation();
  if (role !== 'root' && role !== 'admin') return null;
  const root = role === 'root';
  return (
    <Tooltip label={t(root ? 'roleBadge.root' : 'roleBadge.admin')} withArrow>
      <Badge size="xs" radius="xs" variant="filled" color={root ? 'yellow.3' : 'blue'} c={root ? 'red.7' : undefined} data-testid="role-badge">
        {root ? 'SPA' : 'ADM'}
      </Badge>
    </Tooltip>
  );
}

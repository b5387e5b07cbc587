import { Badge } from '@mantine/core';
import { Role } from '@oj/shared';
import { useTranslation } from 'react-i18next';

/** Staff in strong colours, ordinary users in blue, restricted accounts in grey. */
const COLORS: Partial<Record<Role, string>> = { [Role.ROOT]: 'red', [Role.ADMIN]: 'orange', [Role.PROBLEM_ADMIN]: 'grape', [Role.USER]: 'blue' };

/** A role by its localized name. */
export function RoleTag({ role }: { role: Role }) {
  const { t } = useTranslation('adminUser');
  return (
    <Badge variant="light" color={COLORS[role] ?? 'gray'} data-testid="role-tag">
      {t(`role.${role}`)}
    </Badge>
  );
}

/** An account's status: 0 normal, anything else disabled. */
export function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation('adminUser');
  return (
    <Badge variant="filled" color={status === 0 ? 'green' : 'red'} data-testid="status-tag">
      {t(status === 0 ? 'status.normal' : 'status.disabled')}
    </Badge>
  );
}

import { Badge, Card, Group, Table, Text, Title } from '@mantine/core';
import { isRole, Permission } from '@oj/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-card.tsx';
import { rolesQuery } from '../api/admin-user-api.ts';
import { RoleTag } from '../components/role-tag.tsx';

const PERMISSIONS: readonly string[] = Object.values(Permission);
const isPermission = (p: string): p is Permission => PERMISSIONS.includes(p);

/**
 * The roles and their permissions (spec 002 section 6): the one table every access check reads, shown read-only
 * (nobody edits roles; a user's role is changed in the user list). Any back-office role may look.
 */
export function RolePage() {
  const { t } = useTranslation('adminUser');
  const roles = useQuery(rolesQuery());
  return (
    <Card withBorder padding="lg">
      <Title order={4}>{t('route.role')}</Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('roles.hint')}
      </Text>
      <Table.ScrollContainer minWidth={800}>
        <ListTable
          head={
            <>
              <Table.Th w={70}>{t('roles.id')}</Table.Th>
              <Table.Th w={220}>{t('roles.role')}</Table.Th>
              <Table.Th>{t('roles.permissions')}</Table.Th>
            </>
          }
          data-testid="role-table"
        >
          {(roles.data ?? []).map((r) => (
            <Table.Tr key={r.id} data-testid="role-row">
              <Table.Td>{r.id}</Table.Td>
              <Table.Td>
                <Group gap={6}>
                  {isRole(r.id) ? <RoleTag role={r.id} /> : r.description}
                  <Text size="xs" c="dimmed" ff="monospace">
                    {r.role}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {r.auths.length === 0 && (
                    <Text size="sm" c="dimmed">
                      {t('roles.none')}
                    </Text>
                  )}
                  {r.auths.map((a) => (
                    <Badge key={a.id} variant="outline" color="gray" tt="none" data-testid="permission">
                      {isPermission(a.permission) ? t(`permission.${a.permission}`) : a.permission}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      </Table.ScrollContainer>
    </Card>
  );
}

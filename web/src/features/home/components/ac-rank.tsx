import { Anchor, Card, Group, ScrollArea, Table, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TitleTag } from '../../../components/title-tag.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { userHomePath } from '../../../lib/user-home.ts';
import { acRankQuery } from '../api/home-api.ts';

/** The users with the most accepted submissions over the last seven days. */
export function AcRank() {
  const { t } = useTranslation();
  const { data } = useQuery(acRankQuery);
  return (
    <Card withBorder padding="lg">
      <Title order={4} mb="sm">
        {t('home.sevenDayRank')}
      </Title>
      <ScrollArea.Autosize mah={500}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>{t('common.user')}</Table.Th>
              <Table.Th ta="right">AC</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.map((r, i) => (
              <Table.Tr key={r.uid}>
                <Table.Td>{i + 1}</Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <UserAvatar src={r.avatar} name={r.username} size={24} />
                    <Anchor component={Link} to={userHomePath(r)} size="sm">
                      {r.username}
                    </Anchor>
                    <TitleTag name={r.titleName} color={r.titleColor} />
                  </Group>
                </Table.Td>
                <Table.Td ta="right">{r.ac}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Card>
  );
}

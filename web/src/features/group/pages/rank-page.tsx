import { Anchor, Badge, Button, Card, Center, Group, Loader, SegmentedControl, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Pager } from '../../../components/pager.tsx';
import { TitleTag } from '../../../components/title-tag.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { acRate } from '../../../lib/format.ts';
import { groupPath, useHostingGroup } from '../../../lib/group-scope.ts';
import { userHomePath } from '../../../lib/user-home.ts';
import { groupRankQuery, type GroupRankParams } from '../api/group-rank-api.ts';
import { rankQueryToSearch, readRankQuery } from '../rank-filters.ts';

/** The group's submissions of one user that were accepted (status 0). */
const acceptedPath = (gid: number, username: string) => `${groupPath(gid)}/status?${new URLSearchParams({ username, status: '0' }).toString()}`;

/** Spec 002 2.11: the group's members ranked by accepted problems (ACM) or score (OI), searchable, 30 a page, kept in the URL. */
export function RankPage() {
  const { t } = useTranslation('group');
  const { gid } = useHostingGroup();
  const [params, setParams] = useSearchParams();
  const query = readRankQuery(params);
  const [typed, setTyped] = useState(query.searchUser ?? '');
  useEffect(() => setTyped(query.searchUser ?? ''), [query.searchUser]);
  const apply = (change: Partial<GroupRankParams>) => setParams(rankQueryToSearch({ ...query, currentPage: 1, ...change }));
  const { data, isPending } = useQuery(groupRankQuery(gid, query));
  const oi = query.type === 1;
  const search = () => apply({ searchUser: typed.trim() || undefined });
  const first = (query.currentPage - 1) * query.limit;
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={4}>{t('rank.title')}</Title>
        <Group gap="sm">
          <TextInput
            w={200}
            placeholder={t('rank.search')}
            aria-label={t('rank.search')}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Enter' && search()}
            data-testid="group-rank-search"
          />
          <Button onClick={search} data-testid="group-rank-search-button">
            {t('rank.searchButton')}
          </Button>
          <SegmentedControl
            data={[
              { value: '0', label: 'ACM' },
              { value: '1', label: 'OI' },
            ]}
            value={String(query.type)}
            onChange={(v) => apply({ type: v === '1' ? 1 : 0 })}
            data-testid="group-rank-type"
          />
        </Group>
      </Group>
      {isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : data?.records.length ? (
        <Table.ScrollContainer minWidth={640}>
          <Table striped data-testid="group-rank">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={60}>#</Table.Th>
                <Table.Th>{t('rank.user')}</Table.Th>
                <Table.Th>{t('rank.nickname')}</Table.Th>
                {oi && <Table.Th>{t('rank.score')}</Table.Th>}
                <Table.Th>{t('rank.ac')}</Table.Th>
                <Table.Th>{t('rank.total')}</Table.Th>
                <Table.Th>{t('rank.rating')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.records.map((r, i) => (
                <Table.Tr key={r.uid} data-testid="group-rank-row">
                  <Table.Td>{first + i + 1}</Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <UserAvatar src={r.avatar} name={r.username} size={26} />
                      <Anchor component={Link} to={userHomePath({ username: r.username })} size="sm">
                        {r.username}
                      </Anchor>
                      <TitleTag name={r.titleName} color={r.titleColor} />
                    </Group>
                  </Table.Td>
                  <Table.Td>{r.nickname && <Badge variant="light">{r.nickname}</Badge>}</Table.Td>
                  {oi && <Table.Td data-testid="group-rank-score">{r.score}</Table.Td>}
                  <Table.Td>
                    <Anchor component={Link} to={acceptedPath(gid, r.username)} size="sm" data-testid="group-rank-ac">
                      {r.ac}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{r.total}</Table.Td>
                  <Table.Td data-testid="group-rank-rating">{acRate(r.ac, r.total)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text c="dimmed" ta="center" py="xl">
          {t('rank.empty')}
        </Text>
      )}
      <Pager total={data?.total ?? 0} page={query.currentPage} size={query.limit} onPage={(currentPage) => apply({ currentPage })} onSize={(limit) => apply({ limit })} />
    </Card>
  );
}

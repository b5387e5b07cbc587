import { Button, Card, Center, Chip, Group, Loader, Modal, SegmentedControl, SimpleGrid, Text, Title, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { KeywordFilter } from '../../components/keyword-filter.tsx';
import { Pager } from '../../components/pager.tsx';
import { groupPath } from '../../lib/group-scope.ts';
import { useOpenSignedIn } from '../../lib/open-signed-in.ts';
import { useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { createGroup, groupListKey, groupListQuery } from './api/group-api.ts';
import { GroupCard } from './components/group-card.tsx';
import { EMPTY_GROUP, GroupForm } from './components/group-form.tsx';
import { GROUP_TYPES, groupTypeName } from './components/group-tags.tsx';
import { changeGroupFilters, GROUP_LIST_SIZES, groupFiltersToSearch, groupListParams, readGroupFilters, type GroupFilters } from './group-filters.ts';

/** Spec 002 2.2 (GroupList): the groups as cards, by keyword, type and mine/all, and the creation dialog. */
export function GroupListPage() {
  const { t } = useTranslation('group');
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [creating, create] = useDisclosure(false);
  const filters = readGroupFilters(params);
  const apply = (next: GroupFilters) => setParams(groupFiltersToSearch(next));
  const change = (c: Partial<Omit<GroupFilters, 'page'>>) => apply(changeGroupFilters(filters, c));
  const { data, isPending } = useQuery(groupListQuery(groupListParams(filters, !!user), user?.uid ?? null));
  const add = useMutation({
    mutationFn: createGroup,
    onSuccess: () => {
      create.close();
      toast.success(t('create.done'));
      void queryClient.invalidateQueries({ queryKey: groupListKey });
    },
  });
  const openSignedIn = useOpenSignedIn(t('list.loginFirst'));
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={3}>{t('list.title')}</Title>
        <Group gap="sm">
          <KeywordFilter keyword={filters.keyword} onSearch={(keyword) => change({ keyword })} label={t('list.keyword')} />
          <Tooltip label={t('list.mineNeedsLogin')} disabled={!!user}>
            <SegmentedControl
              disabled={!user}
              data={[
                { value: 'all', label: t('list.all') },
                { value: 'mine', label: t('list.mine') },
              ]}
              value={user && filters.onlyMine ? 'mine' : 'all'}
              onChange={(v) => change({ onlyMine: v === 'mine' })}
              data-testid="group-only-mine"
            />
          </Tooltip>
          {user && (
            <Button onClick={create.open} data-testid="group-create">
              {t('create.button')}
            </Button>
          )}
        </Group>
      </Group>
      <Group gap="xs" mb="md">
        <Text size="sm" c="dimmed">
          {t('list.auth')}
        </Text>
        <Chip.Group value={filters.auth === null ? 'all' : String(filters.auth)} onChange={(v) => change({ auth: v === 'all' ? null : Number(v) })}>
          <Chip value="all" size="xs" data-testid="group-auth-filter-all">
            {t('list.allAuths')}
          </Chip>
          {GROUP_TYPES.map((a) => (
            <Chip key={a} value={String(a)} size="xs" data-testid={`group-auth-filter-${a}`}>
              {t(`auth.${groupTypeName(a)}`)}
            </Chip>
          ))}
        </Chip.Group>
      </Group>
      {isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : data?.records.length ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {data.records.map((group) => (
            <GroupCard key={group.id} group={group} onOpen={(group) => openSignedIn(groupPath(group.id))} />
          ))}
        </SimpleGrid>
      ) : (
        <Text c="dimmed" ta="center" py="xl" data-testid="group-list-empty">
          {t('list.empty')}
        </Text>
      )}
      <Pager total={data?.total ?? 0} page={filters.page} size={filters.limit} sizes={GROUP_LIST_SIZES} onPage={(page) => apply({ ...filters, page })} onSize={(limit) => change({ limit })} />
      <Modal opened={creating} onClose={create.close} fullScreen title={t('create.title')}>
        {creating && <GroupForm initial={EMPTY_GROUP} submitLabel={t('create.submit')} pending={add.isPending} onSubmit={(fields) => add.mutate(fields)} onCancel={create.close} />}
      </Modal>
    </Card>
  );
}

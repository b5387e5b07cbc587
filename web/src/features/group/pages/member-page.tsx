import { Anchor, Badge, Button, Group, Modal, Select, Stack, Table, Text } from '@mantine/core';
import { GroupMemberAuth } from '@oj/shared/enums';
import { GROUP_PAGE_SIZES } from '@oj/shared/schemas/group';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListCard, ListTable } from '../../../components/list-card.tsx';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import { usePaging } from '../../../components/pager.tsx';
import { localDateTime } from '../../../lib/format.ts';
import { useHostingGroup } from '../../../lib/group-scope.ts';
import { isSuperAdmin, useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { userHomePath } from '../../../lib/user-home.ts';
import { memberListQuery, removeMember, updateMember, type GroupMemberView, type MemberListKind } from '../api/group-api.ts';
import { canChangeMember, canRemoveMember, isAuthOptionDisabled, MEMBER_AUTHS, memberAuthName, type MemberActor } from '../member-rules.ts';

const PAGE_SIZES = [10, 30, 50, 100];

/** A member list's paging, 10 a page by default. */
const useMemberPaging = () => usePaging(GROUP_PAGE_SIZES.members);

const pagerOf = (paging: ReturnType<typeof useMemberPaging>, total: number | undefined) => ({
  total: total ?? 0,
  page: paging.page,
  size: paging.size,
  onPage: paging.setPage,
  onSize: paging.setSize,
  sizes: PAGE_SIZES,
});

function UserLink({ username }: { username: string }) {
  return (
    <Anchor component={Link} to={userHomePath({ username })} size="sm">
      {username}
    </Anchor>
  );
}

/** Spec 002 2.9: the group's members (everyone), and for admins the admin table and the applications. */
export function MemberPage() {
  const { t } = useTranslation('group');
  const scope = useHostingGroup();
  const [adminMode, setAdminMode] = useState(false);
  return (
    <Stack gap="md">
      {adminMode ? (
        <>
          <MemberTable kind="applications" />
          <MemberTable kind="everyone" onBack={() => setAdminMode(false)} />
        </>
      ) : (
        <MemberList
          action={
            scope.admin && (
              <Button size="xs" onClick={() => setAdminMode(true)} data-testid="member-admin">
                {t('member.admin')}
              </Button>
            )
          }
        />
      )}
    </Stack>
  );
}

function MemberList({ action }: { action: ReactNode }) {
  const { t } = useTranslation('group');
  const { gid } = useHostingGroup();
  const paging = useMemberPaging();
  const { data, isPending } = useQuery(memberListQuery(gid, 'members', { currentPage: paging.page, limit: paging.size }));
  const rows = data?.records ?? [];
  return (
    <ListCard title={t('member.title')} actions={action} minWidth={560} empty={!isPending && rows.length === 0} pager={pagerOf(paging, data?.total)}>
      <ListTable
        head={
          <>
            <Table.Th>{t('member.username')}</Table.Th>
            <Table.Th>{t('member.joined')}</Table.Th>
            <Table.Th>{t('member.changed')}</Table.Th>
            <Table.Th>{t('member.auth')}</Table.Th>
          </>
        }
        data-testid="member-list"
      >
        {rows.map((m) => (
          <Table.Tr key={m.uid} data-testid="member-row">
            <Table.Td>
              <UserLink username={m.username} />
            </Table.Td>
            <Table.Td>{localDateTime(m.gmtCreate)}</Table.Td>
            <Table.Td>{localDateTime(m.gmtModify)}</Table.Td>
            <Table.Td>
              <Badge variant="light" data-testid="member-auth">
                {t(`memberAuth.${memberAuthName(m.auth)}`)}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
    </ListCard>
  );
}

/** The admins' table of everyone (auth select, reason, delete) or of pending applications (accept, refuse, reason). */
function MemberTable({ kind, onBack }: { kind: Exclude<MemberListKind, 'members'>; onBack?: () => void }) {
  const { t } = useTranslation('group');
  const scope = useHostingGroup();
  const { user } = useSession();
  const paging = useMemberPaging();
  const [reason, setReason] = useState<GroupMemberView | null>(null);
  const { data, isPending } = useQuery(memberListQuery(scope.gid, kind, { currentPage: paging.page, limit: paging.size }));
  const actor: MemberActor = { uid: user?.uid ?? '', level: scope.level, unbounded: user?.username === scope.group.owner || isSuperAdmin(user) };
  const change = useMutation({
    mutationFn: ({ uid, auth }: { uid: string; auth: number }) => updateMember(scope.gid, uid, auth),
    onSuccess: () => toast.success(t('member.updated')),
    onSettled: scope.reload,
  });
  const removal = useMutation({
    mutationFn: (uid: string) => removeMember(scope.gid, uid),
    onSuccess: () => toast.success(t('member.removed')),
    onSettled: scope.reload,
  });
  const rows = data?.records ?? [];
  const applications = kind === 'applications';
  return (
    <ListCard
      title={t(applications ? 'member.applications' : 'member.adminTitle')}
      actions={
        onBack && (
          <Button size="xs" variant="default" onClick={onBack} data-testid="member-back">
            {t('action.back')}
          </Button>
        )
      }
      minWidth={720}
      empty={!isPending && rows.length === 0}
      pager={pagerOf(paging, data?.total)}
    >
      <ListTable
        head={
          <>
            <Table.Th>{t('member.username')}</Table.Th>
            <Table.Th>{t(applications ? 'member.applied' : 'member.joined')}</Table.Th>
            <Table.Th>{t('member.changed')}</Table.Th>
            <Table.Th>{t('member.auth')}</Table.Th>
            <Table.Th>{t('member.options')}</Table.Th>
          </>
        }
        data-testid={applications ? 'apply-table' : 'member-table'}
      >
        {rows.map((m) => {
          const editable = canChangeMember(actor, m, scope.group.uid);
          return (
            <Table.Tr key={m.uid} data-testid={applications ? 'apply-row' : 'member-admin-row'}>
              <Table.Td>
                <UserLink username={m.username} />
              </Table.Td>
              <Table.Td>{localDateTime(m.gmtCreate)}</Table.Td>
              <Table.Td>{localDateTime(m.gmtModify)}</Table.Td>
              <Table.Td>
                {applications ? (
                  <Badge variant="light">{t(`memberAuth.${memberAuthName(m.auth)}`)}</Badge>
                ) : (
                  <Select
                    w={130}
                    size="xs"
                    disabled={!editable}
                    aria-label={t('member.auth')}
                    value={String(m.auth)}
                    data={MEMBER_AUTHS.map((a) => ({ value: String(a), label: t(`memberAuth.${memberAuthName(a)}`), disabled: isAuthOptionDisabled(actor, m, a) }))}
                    onChange={(v) => v && Number(v) !== m.auth && change.mutate({ uid: m.uid, auth: Number(v) })}
                    allowDeselect={false}
                    data-testid="member-auth-select"
                  />
                )}
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Button size="compact-xs" variant="default" onClick={() => setReason(m)} data-testid="member-reason">
                    {t('member.reason')}
                  </Button>
                  {applications ? (
                    <>
                      <Button size="compact-xs" color="green" disabled={!editable} onClick={() => change.mutate({ uid: m.uid, auth: GroupMemberAuth.MEMBER })} data-testid="apply-accept">
                        {t('member.accept')}
                      </Button>
                      <Button
                        size="compact-xs"
                        color="red"
                        variant="light"
                        disabled={!editable || m.auth === GroupMemberAuth.REFUSED}
                        onClick={() => change.mutate({ uid: m.uid, auth: GroupMemberAuth.REFUSED })}
                        data-testid="apply-refuse"
                      >
                        {t('member.refuse')}
                      </Button>
                    </>
                  ) : (
                    <ConfirmButton
                      size="compact-xs"
                      color="red"
                      disabled={!canRemoveMember(actor, m, scope.group.uid)}
                      question={t('member.removeQuestion', { username: m.username })}
                      onConfirm={() => removal.mutate(m.uid)}
                      data-testid="member-remove"
                    >
                      {t('member.remove')}
                    </ConfirmButton>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </ListTable>
      <Modal opened={reason !== null} onClose={() => setReason(null)} title={t('member.reasonTitle', { username: reason?.username ?? '' })} centered>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="member-reason-text">
          {reason?.reason || t('member.noReason')}
        </Text>
      </Modal>
    </ListCard>
  );
}

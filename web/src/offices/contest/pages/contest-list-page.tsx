import { Badge, Button, Group, Modal, Radio, Stack, Switch } from '@mantine/core';
import { ContestType } from '@oj/shared/enums';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthTag, StatusTag } from '../../../components/contest-badges.tsx';
import { localDateTime } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { downloadAcSubmissions, type AcDownloadOptions } from '../api/admin-contest-api.ts';
import { officeListQuery, useContestOffice } from '../api/contest-office.ts';
import { useListParams } from '../../../components/list-params.ts';
import { SetListTable } from '../../components/problem-set-list.tsx';

const PAGE_SIZE = 10;

/** Spec 002 2.6: which accepted code to download, and how the zip's folders are split. */
function DownloadDialog({ cid, onClose }: { cid: number | null; onClose: () => void }) {
  const { t } = useTranslation('adminContest');
  const [options, setOptions] = useState<AcDownloadOptions>({ excludeAdmin: true, splitType: 'user' });
  const download = useMutation({ mutationFn: () => downloadAcSubmissions(cid!, options), onSuccess: onClose });
  return (
    <Modal opened={cid !== null} onClose={onClose} title={t('download.title')} size="sm" centered>
      <Stack data-testid="download-dialog">
        <Switch label={t('download.excludeAdmin')} checked={options.excludeAdmin} onChange={(e) => setOptions({ ...options, excludeAdmin: e.currentTarget.checked })} data-testid="exclude-admin" />
        <Radio.Group label={t('download.splitBy')} value={options.splitType} onChange={(v) => setOptions({ ...options, splitType: v === 'problem' ? 'problem' : 'user' })}>
          <Group mt={4}>
            <Radio value="user" label={t('download.user')} />
            <Radio value="problem" label={t('download.problem')} data-testid="split-problem" />
          </Group>
        </Radio.Group>
        <Group justify="flex-end">
          <Button onClick={() => download.mutate()} loading={download.isPending} data-testid="download-ok">
            {t('download.ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Spec 002 2.6: a hidden copy of the contest, with its problems and settings. */
function CloneButton({ cid, clone: cloneContest }: { cid: number; clone: (cid: number) => Promise<{ id: number }> }) {
  const { t } = useTranslation('adminContest');
  const queryClient = useQueryClient();
  const office = useContestOffice();
  const clone = useMutation({
    mutationFn: () => cloneContest(cid),
    onSuccess: (copy) => {
      toast.success(t('list.cloned', { id: copy.id }));
      void queryClient.invalidateQueries({ queryKey: office.key });
    },
  });
  return (
    <Button size="compact-xs" variant="light" onClick={() => clone.mutate()} loading={clone.isPending}>
      {t('list.clone')}
    </Button>
  );
}

/**
 * Spec 002 2.6 "Contest admin table", in the office's scope: in the back office every contest outside groups, newest
 * start first, with a keyword search, managed by its creator and the super admin, deleted by the super admin only; in
 * a group its contests, managed and deleted by the group root and the contest's creator (ContestOffice.rights).
 */
export function ContestListPage() {
  const { t } = useTranslation('adminContest');
  const { user } = useSession();
  const office = useContestOffice();
  const params = useListParams(PAGE_SIZE);
  const [downloadFor, setDownloadFor] = useState<number | null>(null);
  const list = useQuery(officeListQuery(office, { currentPage: params.page, limit: params.limit, keyword: (office.searchable && params.keyword) || undefined }));

  return (
    <>
      <SetListTable
        kind="contest"
        paths={office.paths}
        searchable={office.searchable}
        minWidth={1100}
        params={params}
        list={list}
        columns={[
          { head: t('common.title'), cell: (row) => row.title },
          { head: t('list.type'), miw: 90, cell: (row) => <Badge color="gray">{row.type === ContestType.OI ? 'OI' : 'ACM'}</Badge> },
          { head: t('list.auth'), miw: 90, cell: (row) => <AuthTag auth={row.auth} /> },
          { head: t('list.status'), miw: 90, cell: (row) => <StatusTag status={row.status} /> },
        ]}
        toggle={{ checked: (row) => row.visible, save: (row, on) => office.changeVisible(row, on), saved: t('list.visibilityChanged'), testId: 'visible-switch' }}
        info={{
          miw: 200,
          lines: (row) => [
            [t('list.start'), localDateTime(row.startTime)],
            [t('list.end'), localDateTime(row.endTime)],
            [t('list.created'), localDateTime(row.gmtCreate)],
            [t('list.creator'), row.author],
          ],
        }}
        optionsWidth={280}
        rights={(row) => office.rights(row, user)}
        remove={office.remove}
        refresh={office.key}
        options={(row) => (
          <>
            <Button size="compact-xs" color="gray" component={Link} to={office.paths.announcements(row.id)}>
              {t('list.announcements')}
            </Button>
            <Button size="compact-xs" color="orange" onClick={() => setDownloadFor(row.id)}>
              {t('list.download')}
            </Button>
            {office.clone && <CloneButton cid={row.id} clone={office.clone} />}
          </>
        )}
      />
      <DownloadDialog key={downloadFor ?? 0} cid={downloadFor} onClose={() => setDownloadFor(null)} />
    </>
  );
}

import { Alert, Loader } from '@mantine/core';
import type { AdminContestView } from '@oj/shared/schemas/admin-contest-view';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { officeContestQuery, useContestOffice } from './api/contest-office.ts';

/** The :contestId of the address as a contest id, or null when it is not one. */
export function useContestIdParam(): number | null {
  const cid = Number(useParams().contestId);
  return Number.isInteger(cid) && cid > 0 ? cid : null;
}

function LoadContest({ cid, children }: { cid: number; children: (contest: AdminContestView) => ReactNode }) {
  const contest = useQuery(officeContestQuery(useContestOffice(), cid));
  if (contest.isPending) return <Loader />;
  // A refusal or a missing contest was already reported by the call.
  return contest.data ? children(contest.data) : null;
}

/**
 * Renders `children` with the contest the address names, or the `cid` given (a group tab names it in its query
 * string), as the contest office reads it; an address without a valid id says so.
 */
export function WithContest({ cid: given, children }: { cid?: number | undefined; children: (contest: AdminContestView) => ReactNode }) {
  const { t } = useTranslation('adminContest');
  const param = useContestIdParam();
  const cid = given ?? param;
  return cid === null ? <Alert color="red">{t('common.noContest')}</Alert> : <LoadContest cid={cid}>{children}</LoadContest>;
}

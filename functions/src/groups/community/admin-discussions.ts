import { ADMIN_ROLES, toPage } from '@oj/shared';
import { communityCalls } from '@oj/shared/api/community';
import { AdminDiscussionBody, DiscussionIdList, DiscussionReportListQuery, DiscussionReportStatusBody, type DiscussionReportView } from '@oj/shared/schemas/community';
import { notFound } from '../../http/app-error.ts';
import { loginWithRoles, route } from '../../http/route.ts';

const ADMINS = loginWithRoles(...ADMIN_ROLES);

/** The back office's discussion calls (document 3): disable or pin, remove several, read and mark reports. */
export const adminDiscussionRoutes = [
  route(communityCalls.adminUpdateDiscussion, {
    access: ADMINS,
    body: AdminDiscussionBody,
    handler: async ({ deps, body }) => {
      if (!(await deps.repos.discussions.editDiscussion(body.id, { status: body.status, topPriority: body.topPriority }, undefined, deps.now()))) throw notFound('The discussion does not exist');
      return null;
    },
  }),
  route(communityCalls.adminRemoveDiscussion, {
    access: ADMINS,
    body: DiscussionIdList,
    handler: async ({ deps, body, user }) => {
      const removed = await Promise.all([...new Set(body)].map((did) => deps.repos.discussions.removeDiscussion(did)));
      if (!removed.some(Boolean)) throw notFound('The discussions do not exist');
      deps.log.info('discussions removed by an admin', { dids: body, operator: user?.uid });
      return null;
    },
  }),
  route(communityCalls.getDiscussionReport, {
    access: ADMINS,
    query: DiscussionReportListQuery,
    // unread first, newest first within each
    handler: async ({ deps, query }) => {
      const [reports, discussions] = await Promise.all([deps.repos.discussions.allReports(), deps.repos.discussions.allDiscussions()]);
      const byId = new Map(discussions.map((d) => [d.id, d]));
      const page = toPage(
        reports.sort((a, b) => Number(a.status) - Number(b.status) || b.id - a.id),
        query,
      );
      return {
        ...page,
        records: page.records.map((r): DiscussionReportView => {
          const d = byId.get(r.did);
          return {
            id: r.id,
            did: r.did,
            gid: d?.gid ?? null,
            discussionTitle: d?.title ?? null,
            discussionAuthor: d?.author ?? null,
            reporter: r.reporter,
            content: r.content,
            status: r.status,
            gmtCreate: r.gmtCreate,
            gmtModified: r.gmtModified,
          };
        }),
      };
    },
  }),
  route(communityCalls.updateDiscussionReport, {
    access: ADMINS,
    body: DiscussionReportStatusBody,
    handler: async ({ deps, body }) => {
      if (!(await deps.repos.discussions.setReportStatus(body.id, body.status, deps.now()))) throw notFound('The report does not exist');
      return null;
    },
  }),
];

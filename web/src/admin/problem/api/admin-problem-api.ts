import type { Page } from '@oj/shared';
import type { CompileBody, ManualCase, ProblemForm, TagBody, TagClassificationBody, UploadedCase } from '@oj/shared/schemas/admin-problem';
import type { AdminProblemRow, AdminProblemView, ProblemCaseView } from '@oj/shared/schemas/admin-problem-view';
import type { Language } from '@oj/shared/schemas/home';
import type { ClassifiedTags, Tag, TagClassification } from '@oj/shared/schemas/problem';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { z } from 'zod';
import { download, http, request } from '../../../lib/http.ts';
import type { ListParams } from '../../components/list-params.ts';

export type ProblemTag = z.infer<typeof Tag>;
export type Classification = z.infer<typeof TagClassification>;
export type TagGroup = z.infer<typeof ClassifiedTags>;
/** The problem form as sent: AdminProblemBody before its parsing (its own input type is unknown: it reads the reference client's body too). */
export interface ProblemBodyInput {
  problem: z.input<typeof ProblemForm>;
  isUploadTestCase: boolean;
  samples: z.input<typeof ManualCase>[];
  uploadTestcaseDir?: string;
  fileList: z.input<typeof UploadedCase>[];
  languages: string[];
  codeTemplates: { language: string; code: string; status: boolean }[];
  tags: { id?: number; name: string }[];
}
export type CompileInput = z.input<typeof CompileBody>;
export type TagInput = z.input<typeof TagBody>;
export type ClassificationInput = z.input<typeof TagClassificationBody>;

/** Every query of these pages starts with this key, so a change can refresh them all. */
export const ADMIN_PROBLEM_KEY = ['admin-problem'] as const;

export interface ProblemListParams extends ListParams {
  /** 1 public, 2 private, 3 contest; none for all. */
  auth?: number | undefined;
}

export const getProblemList = (q: ProblemListParams) => http.get<Page<AdminProblemRow>>('/api/admin/problem/get-problem-list', { ...q });
export const problemListQuery = (q: ProblemListParams) =>
  queryOptions({ queryKey: [...ADMIN_PROBLEM_KEY, 'list', q], queryFn: () => getProblemList(q), placeholderData: keepPreviousData });

export const changeProblemAuth = (id: number, auth: number) => http.put<null>('/api/admin/problem/change-problem-auth', { id, auth });
export const deleteProblem = (pid: number) => request<null>('DELETE', '/api/admin/problem', { query: { pid } });
/** The problem's test data as a zip, under the name the server gives. */
export const downloadTestcases = (pid: number) => download('/api/file/download-testcase', { pid }, `problem_${pid}_testcase.zip`);

/** What the edit form starts from: the problem, its cases and its tags, read fresh (the form edits what the server holds now). */
export const getProblemForEdit = async (pid: number) => {
  const [problem, cases, tags] = await Promise.all([
    http.get<AdminProblemView>('/api/admin/problem', { pid }),
    http.get<ProblemCaseView[]>('/api/admin/problem/get-problem-cases', { pid, isUpload: true }),
    http.get<ProblemTag[]>('/api/get-problem-tags', { pid }),
  ]);
  return { problem, cases, tags };
};
export type ProblemForEdit = Awaited<ReturnType<typeof getProblemForEdit>>;
export const problemForEditQuery = (pid: number) => queryOptions({ queryKey: [...ADMIN_PROBLEM_KEY, 'problem', pid], queryFn: () => getProblemForEdit(pid), staleTime: 0 });

export const createProblem = (body: ProblemBodyInput) => http.post<unknown>('/api/admin/problem', body);
export const updateProblem = (body: ProblemBodyInput) => http.put<unknown>('/api/admin/problem', body);

/** Compiles a special judge (or an interactor) on a judge; a compile error is refused with the compiler's message. */
export const compileJudgeCode = (mode: 'spj' | 'interactive', body: CompileInput) =>
  http.post<{ compiled: boolean }>(mode === 'spj' ? '/api/admin/problem/compile-spj' : '/api/admin/problem/compile-interactive', body, { silent: true });

export const getLanguages = () => http.get<Language[]>('/api/languages', { all: true });
export const languagesQuery = () => queryOptions({ queryKey: [...ADMIN_PROBLEM_KEY, 'languages'], queryFn: getLanguages, staleTime: 60_000 });

/** Every tag, grouped by classification (the tags without one last, under a null classification). */
export const getClassifiedTags = () => http.get<TagGroup[]>('/api/get-problem-tags-and-classification');
export const classifiedTagsQuery = () => queryOptions({ queryKey: [...ADMIN_PROBLEM_KEY, 'tags'], queryFn: getClassifiedTags, staleTime: 0 });

export const saveTag = (tag: TagInput) => (tag.id ? http.put<ProblemTag>('/api/admin/tag', tag) : http.post<ProblemTag>('/api/admin/tag', tag));
export const deleteTag = (tid: number) => request<null>('DELETE', '/api/admin/tag', { query: { tid } });
export const saveClassification = (c: ClassificationInput) =>
  c.id ? http.put<Classification>('/api/admin/tag/classification', c) : http.post<Classification>('/api/admin/tag/classification', c);
export const deleteClassification = (tcid: number) => request<null>('DELETE', '/api/admin/tag/classification', { query: { tcid } });

/** A group problem's row in its admin list: the back office's row with its request to become public (null none, 1 applying, 2 public, 3 refused). */
export type BankProblemRow = AdminProblemRow & { applyPublicProgress?: number | null | undefined };

/**
 * Where problems are managed (ARCHITECTURE.md: a group is a scope, not a copy): the back office's bank (every
 * problem outside groups) or one group's own problems (spec 002 2.4, the group calls with its gid). The problem
 * list, the full problem form and its test data, compile and tag parts take it from ProblemBankContext.
 */
export interface ProblemBank {
  /** The group, or null for the back office. */
  gid: number | null;
  /** Every query of this bank starts with it. */
  key: readonly unknown[];
  list: (q: ProblemListParams) => Promise<Page<BankProblemRow>>;
  changeAuth: (pid: number, auth: number) => Promise<unknown>;
  remove: (pid: number) => Promise<unknown>;
  forEdit: (pid: number) => Promise<ProblemForEdit>;
  create: (body: ProblemBodyInput) => Promise<unknown>;
  update: (body: ProblemBodyInput) => Promise<unknown>;
  compile: (mode: 'spj' | 'interactive', body: CompileInput) => Promise<{ compiled: boolean }>;
  /** The tags a problem may take, grouped as the tag picker offers them. */
  tags: () => Promise<TagGroup[]>;
  /**
   * A contest's problems (contest-office.ts problemBank): a new one is born a contest problem and its auth is not
   * the form's to choose (it is published to the bank after the contest).
   */
  contestProblem?: boolean | undefined;
}

export const SITE_BANK: ProblemBank = {
  gid: null,
  key: ADMIN_PROBLEM_KEY,
  list: getProblemList,
  changeAuth: changeProblemAuth,
  remove: deleteProblem,
  forEdit: getProblemForEdit,
  create: createProblem,
  update: updateProblem,
  compile: compileJudgeCode,
  tags: getClassifiedTags,
};

const withGid = (gid: number, body: ProblemBodyInput) => ({ ...body, gid, problem: { ...body.problem, gid } });

/** One group's problems through the group calls (B3: /api/group/...); the server checks the caller's level in the group and the problem's gid. */
export const groupProblemBank = (gid: number): ProblemBank => ({
  gid,
  key: [...ADMIN_PROBLEM_KEY, 'group', gid],
  list: (q) => http.get<Page<BankProblemRow>>('/api/group/get-admin-problem-list', { ...q, gid }),
  changeAuth: (pid, auth) => request<null>('PUT', '/api/group/change-problem-auth', { query: { pid, auth } }),
  remove: (pid) => request<null>('DELETE', '/api/group/problem', { query: { pid } }),
  forEdit: async (pid) => {
    const [problem, cases, tags] = await Promise.all([
      http.get<AdminProblemView>('/api/group/problem', { pid }),
      http.get<ProblemCaseView[]>('/api/group/get-problem-cases', { pid, isUpload: true }),
      http.get<ProblemTag[]>('/api/get-problem-tags', { pid }),
    ]);
    return { problem, cases, tags };
  },
  create: (body) => http.post<unknown>('/api/group/problem', withGid(gid, body)),
  update: (body) => http.put<unknown>('/api/group/problem', withGid(gid, body)),
  compile: (mode, body) =>
    request<{ compiled: boolean }>('POST', mode === 'spj' ? '/api/group/compile-spj' : '/api/group/compile-interactive', { query: { gid }, body, silent: true }),
  tags: async () => [{ classification: null, tagList: await http.get<ProblemTag[]>('/api/group/get-all-problem-tags', { gid }) }],
});

/** A group problem's request to become public: applied for it (or cancel the request while it is pending). */
export const applyProblemPublic = (pid: number, isApplied: boolean) => request<null>('PUT', '/api/group/apply-public', { query: { pid, isApplied } });

export const ProblemBankContext = createContext<ProblemBank>(SITE_BANK);
export const useProblemBank = () => useContext(ProblemBankContext);

export const bankListQuery = (bank: ProblemBank, q: ProblemListParams) =>
  queryOptions({ queryKey: [...bank.key, 'list', q], queryFn: () => bank.list(q), placeholderData: keepPreviousData });
export const bankProblemQuery = (bank: ProblemBank, pid: number) =>
  queryOptions({ queryKey: [...bank.key, 'problem', pid], queryFn: () => bank.forEdit(pid), staleTime: 0 });
export const bankTagsQuery = (bank: ProblemBank) => queryOptions({ queryKey: [...bank.key, 'tags'], queryFn: bank.tags, staleTime: 0 });

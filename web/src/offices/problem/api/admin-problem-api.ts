import type { Page, RemoteOj } from '@oj/shared';
import type { ProblemAuth } from '@oj/shared/enums';
import type { CompileBody, ManualCase, ProblemForm, TagBody, TagClassificationBody, UploadedCase } from '@oj/shared/schemas/admin-problem';
import type { ClassifiedTags, Tag, TagClassification } from '@oj/shared/schemas/problem';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { z } from 'zod';
import type { ListParams } from '../../../components/list-params.ts';
import { api } from '../../../lib/api.ts';
import { adminProblemCalls } from '@oj/shared/api/admin-problem';
import { homeCalls } from '@oj/shared/api/home';
import { problemCalls } from '@oj/shared/api/problem';
import { problemExchangeCalls } from '@oj/shared/api/problem-exchange';

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

export function getProblemList(q: ProblemListParams) {
  return api.call(adminProblemCalls.getProblemList, { query: { ...q } });
}
export function problemListQuery(q: ProblemListParams) {
  return queryOptions({ queryKey: [...ADMIN_PROBLEM_KEY, 'list', q], queryFn: () => getProblemList(q), placeholderData: keepPreviousData });
}

/** The auths a problem list moves a problem between (a contest problem is made by its contest). */
export type MovableAuth = typeof ProblemAuth.PUBLIC | typeof ProblemAuth.PRIVATE;
export function changeProblemAuth(id: number, auth: ProblemAuth) {
  return api.call(adminProblemCalls.changeProblemAuth, { body: { id, auth } });
}
export function deleteProblem(pid: number) {
  return api.call(adminProblemCalls.deleteProblem, { query: { pid } });
}
/** The problem's test data as a zip, under the name the server gives. */
export function downloadTestcases(pid: number) {
  return api.download(adminProblemCalls.downloadTestcase, { pid }, `problem_${pid}_testcase.zip`);
}

/** Imports a problem from a remote judge into the bank (silent: the import dialog shows the refusal). */
export function importRemoteProblem(name: RemoteOj, problemId: string) {
  return api.call(problemExchangeCalls.importRemoteOJProblem, { query: { name, problemId }, silent: true });
}

/** What the edit form starts from: the problem, its cases and its tags, read fresh (the form edits what the server holds now). */
export async function getProblemForEdit(pid: number) {
  const [problem, cases, tags] = await Promise.all([
    api.call(adminProblemCalls.getProblem, { query: { pid } }),
    api.call(adminProblemCalls.getProblemCases, { query: { pid, isUpload: 'true' } }),
    api.call(problemCalls.getProblemTags, { query: { pid } }),
  ]);
  return { problem, cases, tags };
}
export type ProblemForEdit = Awaited<ReturnType<typeof getProblemForEdit>>;
export function problemForEditQuery(pid: number) {
  return queryOptions({ queryKey: [...ADMIN_PROBLEM_KEY, 'problem', pid], queryFn: () => getProblemForEdit(pid), staleTime: 0 });
}

export function createProblem(body: ProblemBodyInput) {
  return api.call(adminProblemCalls.addProblem, { body: body });
}
export function updateProblem(body: ProblemBodyInput) {
  return api.call(adminProblemCalls.updateProblem, { body: body });
}

/** Compiles a special judge (or an interactor) on a judge; a compile error is refused with the compiler's message. */
export function compileJudgeCode(mode: 'spj' | 'interactive', body: CompileInput) {
  return api.call(mode === 'spj' ? adminProblemCalls.compileSpj : adminProblemCalls.compileInteractive, { body, silent: true });
}

export function getLanguages() {
  return api.call(homeCalls.getLanguages, { query: { all: true } });
}
export function languagesQuery() {
  return queryOptions({ queryKey: [...ADMIN_PROBLEM_KEY, 'languages'], queryFn: getLanguages, staleTime: 60_000 });
}

/** Every tag, grouped by classification (the tags without one last, under a null classification). */
export function getClassifiedTags() {
  return api.call(problemCalls.getProblemTagsAndClassification);
}
export function classifiedTagsQuery() {
  return queryOptions({ queryKey: [...ADMIN_PROBLEM_KEY, 'tags'], queryFn: getClassifiedTags, staleTime: 0 });
}

export function saveTag(tag: TagInput) {
  return tag.id ? api.call(adminProblemCalls.updateTag, { body: tag }) : api.call(adminProblemCalls.addTag, { body: tag });
}
export function deleteTag(tid: number) {
  return api.call(adminProblemCalls.deleteTag, { query: { tid } });
}
export function saveClassification(c: ClassificationInput) {
  return c.id ? api.call(adminProblemCalls.updateTagClassification, { body: c }) : api.call(adminProblemCalls.addTagClassification, { body: c });
}
export function deleteClassification(tcid: number) {
  return api.call(adminProblemCalls.deleteTagClassification, { query: { tcid } });
}

/** A group problem's row in its admin list: the back office's row with its request to become public (null none, 1 applying, 2 public, 3 refused). */
import type { BankProblemRow } from '@oj/shared/api/admin-problem';
export type { BankProblemRow };

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
  /** Between public and private (a contest problem is made by its contest). */
  changeAuth: (pid: number, auth: MovableAuth) => Promise<unknown>;
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
export function groupProblemBank(gid: number): ProblemBank {
  return {
    gid,
    key: [...ADMIN_PROBLEM_KEY, 'group', gid],
    list: (q) => api.call(adminProblemCalls.getAdminProblemList, { query: { ...q, gid } }),
    changeAuth: (pid, auth) => api.call(adminProblemCalls.changeProblemAuthOfGroup, { query: { pid, auth } }),
    remove: (pid) => api.call(adminProblemCalls.deleteProblemOfGroup, { query: { pid } }),
    forEdit: async (pid) => {
      const [problem, cases, tags] = await Promise.all([
        api.call(adminProblemCalls.getProblemOfGroup, { query: { pid } }),
        api.call(adminProblemCalls.getProblemCasesOfGroup, { query: { pid, isUpload: 'true' } }),
        api.call(problemCalls.getProblemTags, { query: { pid } }),
      ]);
      return { problem, cases, tags };
    },
    create: (body) => api.call(adminProblemCalls.addProblemOfGroup, { body: withGid(gid, body) }),
    update: (body) => api.call(adminProblemCalls.updateProblemOfGroup, { body: withGid(gid, body) }),
    compile: (mode, body) => api.call(mode === 'spj' ? adminProblemCalls.compileSpjOfGroup : adminProblemCalls.compileInteractiveOfGroup, { query: { gid }, body, silent: true }),
    tags: async () => [{ classification: null, tagList: await api.call(adminProblemCalls.getAllProblemTagsList, { query: { gid } }) }],
  };
}

/** A group problem's request to become public: applied for it (or cancel the request while it is pending). */
export function applyProblemPublic(pid: number, isApplied: boolean) {
  return api.call(adminProblemCalls.applyPublic, { query: { pid, isApplied } });
}

export const ProblemBankContext = createContext<ProblemBank>(SITE_BANK);
export function useProblemBank() {
  return useContext(ProblemBankContext);
}

export function bankListQuery(bank: ProblemBank, q: ProblemListParams) {
  return queryOptions({ queryKey: [...bank.key, 'list', q], queryFn: () => bank.list(q), placeholderData: keepPreviousData });
}
export function bankProblemQuery(bank: ProblemBank, pid: number) {
  return queryOptions({ queryKey: [...bank.key, 'problem', pid], queryFn: () => bank.forEdit(pid), staleTime: 0 });
}
export function bankTagsQuery(bank: ProblemBank) {
  return queryOptions({ queryKey: [...bank.key, 'tags'], queryFn: bank.tags, staleTime: 0 });
}

import { DynamoDBDocumentClient, GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { IN_PROGRESS_STATUSES, JudgeStatus } from '@oj/shared';
import { compileCheckKey, problemKey, submissionCasesKey, submissionCodeKey, submissionKey, testRunKey, type Key } from '@oj/shared/db/keys';
import { CompileCheckItem, TestRunItem } from '@oj/shared/db/items/judge-tasks';
import { ProblemItem } from '@oj/shared/db/items/problem';
import { SubmissionItem } from '@oj/shared/db/items/submission';
import { isConditionFailure, isTransactionRace } from '@oj/shared/db/errors';
import { verdictUpdate } from '@oj/shared/db/verdict-write';
import { applyResultEffects, transactItemsOf, type EffectStore } from '@oj/shared/db/result-effects';
import { requestBoardRebuild, type BoardMessage } from '@oj/shared/db/board-queue';
import type { JudgeResult } from '../core/types.ts';
import type { ResultStore, TestRunOutcome } from '../ports.ts';

/** Excerpts of outputs kept with case results (the table item stays small). */
const EXCERPT_BYTES = 256;
const excerpt = (s: string) => (s.length > EXCERPT_BYTES ? `${s.slice(0, EXCERPT_BYTES)}…` : s);

/**
 * The result store in DynamoDB: every write after the claim is a condition on the claim token and the judge
 * version.
 */
export class JudgeStore implements ResultStore {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
    private readonly timeZone: string,
    /** Sends a delayed scoreboard rebuild request. */
    private readonly sendBoardRequest: (message: BoardMessage, delaySeconds: number) => Promise<unknown>,
  ) {}

  private async get(key: Key) {
    return (await this.doc.send(new GetCommand({ TableName: this.table, Key: key, ConsistentRead: true }))).Item;
  }

  async submission(submitId: number) {
    const item = await this.get(submissionKey(submitId));
    return item ? SubmissionItem.parse(item) : undefined;
  }

  async code(submitId: number): Promise<string> {
    return ((await this.get(submissionCodeKey(submitId)))?.code as string | undefined) ?? '';
  }

  async problem(pid: number) {
    const item = await this.get(problemKey(pid));
    return item ? ProblemItem.parse(item) : undefined;
  }

  /**
   * Takes an unfinished submission of this judge version (also one a dead worker left in Compiling or Judging). The
   * claim is live while renewed (renewClaim); the stuck submission sweeper leaves a live claim alone.
   */
  async claim(submitId: number, judgeVersion: number, token: string, judger: string, now: Date): Promise<boolean> {
    try {
      await this.doc.send(
        new UpdateCommand({
          TableName: this.table,
          Key: submissionKey(submitId),
          UpdateExpression: 'SET #s = :compiling, claimedBy = :token, judger = :judger, claimAliveAt = :now',
          ConditionExpression: `judgeVersion = :v AND #s IN (${IN_PROGRESS_STATUSES.map((_, i) => `:p${i}`).join(', ')})`,
          ExpressionAttributeNames: { '#s': 'status' },
          ExpressionAttributeValues: {
            ':compiling': JudgeStatus.COMPILING,
            ':token': token,
            ':judger': judger,
            ':now': now.getTime(),
            ':v': judgeVersion,
            ...Object.fromEntries(IN_PROGRESS_STATUSES.map((s, i) => [`:p${i}`, s])),
          },
        }),
      );
      return true;
    } catch (err) {
      if (isConditionFailure(err)) return false;
      throw err;
    }
  }

  /** Shows the claim is still being worked on; nothing happens once the claim is lost. */
  async renewClaim(submitId: number, token: string, now: Date): Promise<void> {
    await this.doc
      .send(
        new UpdateCommand({
          TableName: this.table,
          Key: submissionKey(submitId),
          UpdateExpression: 'SET claimAliveAt = :now',
          ConditionExpression: 'claimedBy = :token',
          ExpressionAttributeValues: { ':now': now.getTime(), ':token': token },
        }),
      )
      .catch((err: unknown) => {
        if (!isConditionFailure(err)) throw err;
      });
  }

  /** Counts a real judge failure on a submission (one that threw) and returns how many there have been. */
  async countFailure(submitId: number): Promise<number> {
    const out = await this.doc
      .send(
        new UpdateCommand({
          TableName: this.table,
          Key: submissionKey(submitId),
          UpdateExpression: 'ADD judgeFailures :one',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':one': 1 },
          ReturnValues: 'UPDATED_NEW',
        }),
      )
      .catch((err: unknown) => {
        if (isConditionFailure(err)) return undefined;
        throw err;
      });
    return Number(out?.Attributes?.judgeFailures ?? 0);
  }

  async markJudging(submitId: number, token: string): Promise<void> {
    await this.doc
      .send(
        new UpdateCommand({
          TableName: this.table,
          Key: submissionKey(submitId),
          UpdateExpression: 'SET #s = :judging',
          ConditionExpression: 'claimedBy = :token',
          ExpressionAttributeNames: { '#s': 'status' },
          ExpressionAttributeValues: { ':judging': JudgeStatus.JUDGING, ':token': token },
        }),
      )
      .catch((err: unknown) => {
        if (!isConditionFailure(err)) throw err;
      });
  }

  /** Writes the verdict and the case results together; false when the claim was lost meanwhile. */
  async finish(submitId: number, judgeVersion: number, token: string, r: JudgeResult, now: Date): Promise<boolean> {
    try {
      await this.doc.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: this.table,
                Key: submissionKey(submitId),
                ...verdictUpdate({ ...r, errorMessage: r.errorMessage || null }, { token, judgeVersion }, now),
              },
            },
            {
              Put: {
                TableName: this.table,
                Item: {
                  ...submissionCasesKey(submitId),
                  judgeCaseMode: r.judgeCaseMode,
                  judgeVersion,
                  cases: r.judgeCaseList.map((c) => ({
                    index: c.seq,
                    status: c.status,
                    time: c.time,
                    memory: c.memory,
                    score: c.score,
                    groupNum: c.groupNum,
                    inputData: c.inputData,
                    outputData: c.outputData,
                    userOutput: excerpt(c.userOutput),
                    message: c.message ?? null,
                  })),
                },
              },
            },
          ],
        }),
      );
      return true;
    } catch (err) {
      if (isConditionFailure(err)) return false;
      throw err;
    }
  }

  /** Ends a submission that could not be judged (its message reached the dead-letter queue). */
  async failUnjudged(submitId: number, judgeVersion: number, reason: string): Promise<void> {
    await this.doc
      .send(
        new UpdateCommand({
          TableName: this.table,
          Key: submissionKey(submitId),
          UpdateExpression: 'SET #s = :se, errorMessage = :reason',
          ConditionExpression: `judgeVersion = :v AND #s IN (${IN_PROGRESS_STATUSES.map((_, i) => `:p${i}`).join(', ')})`,
          ExpressionAttributeNames: { '#s': 'status' },
          ExpressionAttributeValues: { ':se': JudgeStatus.SYSTEM_ERROR, ':reason': reason, ':v': judgeVersion, ...Object.fromEntries(IN_PROGRESS_STATUSES.map((s, i) => [`:p${i}`, s])) },
        }),
      )
      .catch((err: unknown) => {
        if (!isConditionFailure(err)) throw err;
      });
  }

  applyEffects(submitId: number): Promise<void> {
    const store: EffectStore = {
      get: (key) => this.get(key),
      transact: async (ops) => {
        await this.doc.send(new TransactWriteCommand({ TransactItems: transactItemsOf(ops, this.table) }));
      },
      isRace: isTransactionRace,
      boardChanged: (cid) => requestBoardRebuild({ update: (input) => this.doc.send(new UpdateCommand({ TableName: this.table, ...input })), send: this.sendBoardRequest }, cid, new Date()),
    };
    return applyResultEffects(store, submitId, this.timeZone);
  }

  async testRun(key: string) {
    const item = await this.get(testRunKey(key));
    return item ? TestRunItem.parse(item) : undefined;
  }

  async finishTestRun(key: string, result: TestRunOutcome): Promise<void> {
    const item = await this.get(testRunKey(key));
    if (!item) return;
    await this.doc.send(new PutCommand({ TableName: this.table, Item: { ...item, ...result } }));
  }

  async compileCheck(key: string) {
    const item = await this.get(compileCheckKey(key));
    return item ? CompileCheckItem.parse(item) : undefined;
  }

  async finishCompileCheck(key: string, state: 'ok' | 'error', message: string): Promise<void> {
    await this.doc
      .send(
        new UpdateCommand({
          TableName: this.table,
          Key: compileCheckKey(key),
          UpdateExpression: 'SET #st = :state, message = :message',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#st': 'state' },
          ExpressionAttributeValues: { ':state': state, ':message': message },
        }),
      )
      .catch((err: unknown) => {
        if (!isConditionFailure(err)) throw err;
      });
  }
}

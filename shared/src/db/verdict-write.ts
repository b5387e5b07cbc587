/**
 * The write of a final result on a submission, shared by the judge task (judge-fargate's result store) and the remote
 * worker (functions/src/data/remote-submissions.ts), so both land a verdict the same way: only while the writer holds
 * the submission's claim under the judge version it judged (a rejudge or a manual judge since wins).
 */
export interface VerdictFields {
  status: number;
  score: number | null;
  oiRankScore: number | null;
  time: number | null;
  memory: number | null;
  errorMessage: string | null;
}

export function verdictUpdate(r: VerdictFields, claim: { token: string; judgeVersion: number }, now: Date) {
  return {
    UpdateExpression: 'SET #s = :status, score = :score, oiRankScore = :rank, #t = :time, memory = :memory, errorMessage = :err, gmtModified = :now',
    ConditionExpression: 'claimedBy = :token AND judgeVersion = :v',
    ExpressionAttributeNames: { '#s': 'status', '#t': 'time' },
    ExpressionAttributeValues: {
      ':status': r.status,
      ':score': r.score,
      ':rank': r.oiRankScore,
      ':time': r.time,
      ':memory': r.memory,
      ':err': r.errorMessage,
      ':now': now.toISOString(),
      ':token': claim.token,
      ':v': claim.judgeVersion,
    },
  };
}

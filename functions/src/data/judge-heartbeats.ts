import { JUDGE_HEARTBEAT_PARTITION } from '@oj/shared/db/keys';
import { JudgeHeartbeatItem } from '@oj/shared/db/items/judge-heartbeat';
import type { Db } from './db.ts';

/** Every judge task's last heartbeat (expired ones included until DynamoDB's TTL removes them). */
export async function judgeHeartbeats(db: Db): Promise<JudgeHeartbeatItem[]> {
  return (await db.partition(JUDGE_HEARTBEAT_PARTITION)).map((item) => JudgeHeartbeatItem.parse(item));
}

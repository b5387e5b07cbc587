import { acDayPartition, statsDayRange } from '@oj/shared/db/keys';
import { AcDayItem, StatsDayItem } from '@oj/shared/db/items/activity';
import type { Db } from './db.ts';

export interface DayStats {
  day: string;
  total: number;
  ac: number;
}

/**
 * Site-wide judged submissions and accepted ones per calendar day (`days` consecutive, oldest first), added up
 * over the counter shards. A submission counts on the day it was made, once its first result is written.
 */
export async function dailySubmissionStats(db: Db, days: readonly string[]): Promise<DayStats[]> {
  const { pk, from, to } = statsDayRange(days[0]!, days[days.length - 1]!);
  const shards = (await db.queryAll({ KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to', ExpressionAttributeValues: { ':pk': pk, ':from': from, ':to': to } })).map((i) =>
    StatsDayItem.parse(i),
  );
  const sum = (day: string, field: 'ac' | 'total') => shards.filter((s) => s.day === day).reduce((n, s) => n + s[field], 0);
  return days.map((day) => ({ day, total: sum(day, 'total'), ac: sum(day, 'ac') }));
}

/** Each user's accepted problems on each of these calendar days (one partition a day; users without any are left out). */
export async function acceptedByDay(db: Db, days: readonly string[]) {
  return (await Promise.all(days.map((d) => db.partition(acDayPartition(d))))).flat().map((i) => AcDayItem.parse(i));
}

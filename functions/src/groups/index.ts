import type { GroupDef } from '../http/route.ts';
import { adminGroup } from './admin/routes.ts';
import { adminConfigGroup } from './admin-config/routes.ts';
import { adminContestGroup } from './admin-contest/routes.ts';
import { adminExamGroup } from './admin-exam/routes.ts';
import { adminProblemGroup } from './admin-problem/routes.ts';
import { adminTrainingGroup } from './admin-training/routes.ts';
import { adminUserGroup } from './admin-user/routes.ts';
import { communityGroup } from './community/routes.ts';
import { contestGroup } from './contest/routes.ts';
import { examGroup } from './exam/routes.ts';
import { fileGroup } from './file/routes.ts';
import { groupGroup } from './group/routes.ts';
import { groupBoardGroup } from './group-board/routes.ts';
import { groupContestGroup } from './group-contest/routes.ts';
import { groupExamGroup } from './group-exam/routes.ts';
import { groupTrainingGroup } from './group-training/routes.ts';
import { homeGroup } from './home/routes.ts';
import { judgeGroup } from './judge/routes.ts';
import { messageGroup } from './message/routes.ts';
import { passportGroup } from './passport/routes.ts';
import { problemGroup } from './problem/routes.ts';
import { problemExchangeGroup } from './problem-exchange/routes.ts';
import { scoreboardGroup } from './scoreboard/routes.ts';
import { trainingGroup } from './training/routes.ts';
import { userBatchGroup } from './user-batch/routes.ts';

/** Every /api group. The local server mounts them all; the CDK stack makes one Lambda and its routes per group. */
export const GROUPS: readonly GroupDef[] = [
  passportGroup,
  homeGroup,
  problemGroup,
  judgeGroup,
  contestGroup,
  scoreboardGroup,
  fileGroup,
  adminGroup,
  adminProblemGroup,
  adminContestGroup,
  communityGroup,
  messageGroup,
  trainingGroup,
  adminTrainingGroup,
  examGroup,
  adminExamGroup,
  adminUserGroup,
  adminConfigGroup,
  problemExchangeGroup,
  userBatchGroup,
  groupGroup,
  groupBoardGroup,
  groupContestGroup,
  groupTrainingGroup,
  groupExamGroup,
];

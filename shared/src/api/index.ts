// Every call of the API, one module per group (functions/src/groups/<group>). The SPA imports the module it needs.
import { adminConfigCalls as adminConfig } from './admin-config.ts';
import { adminContestCalls as adminContest } from './admin-contest.ts';
import { adminExamCalls as adminExam } from './admin-exam.ts';
import { adminProblemCalls as adminProblem } from './admin-problem.ts';
import { adminTrainingCalls as adminTraining } from './admin-training.ts';
import { adminUserCalls as adminUser } from './admin-user.ts';
import { adminCalls as admin } from './admin.ts';
import { communityCalls as community } from './community.ts';
import { contestCalls as contest } from './contest.ts';
import { examCalls as exam } from './exam.ts';
import { fileCalls as file } from './file.ts';
import { groupBoardCalls as groupBoard } from './group-board.ts';
import { groupContestCalls as groupContest } from './group-contest.ts';
import { groupExamCalls as groupExam } from './group-exam.ts';
import { groupTrainingCalls as groupTraining } from './group-training.ts';
import { groupCalls as group } from './group.ts';
import { homeCalls as home } from './home.ts';
import { judgeCalls as judge } from './judge.ts';
import { messageCalls as message } from './message.ts';
import { passportCalls as passport } from './passport.ts';
import { problemExchangeCalls as problemExchange } from './problem-exchange.ts';
import { problemCalls as problem } from './problem.ts';
import { scoreboardCalls as scoreboard } from './scoreboard.ts';
import { trainingCalls as training } from './training.ts';
import { userBatchCalls as userBatch } from './user-batch.ts';

export * from './call.ts';

export const contracts = {
  adminConfig,
  adminContest,
  adminExam,
  adminProblem,
  adminTraining,
  adminUser,
  admin,
  community,
  contest,
  exam,
  file,
  groupBoard,
  groupContest,
  groupExam,
  groupTraining,
  group,
  home,
  judge,
  message,
  passport,
  problemExchange,
  problem,
  scoreboard,
  training,
  userBatch,
};

// Every call of the API, one module per group (functions/src/groups/<group>). The SPA imports the module it needs.
import { adminConfig } from './admin-config.ts';
import { adminContest } from './admin-contest.ts';
import { adminExam } from './admin-exam.ts';
import { adminProblem } from './admin-problem.ts';
import { adminTraining } from './admin-training.ts';
import { adminUser } from './admin-user.ts';
import { admin } from './admin.ts';
import { community } from './community.ts';
import { contest } from './contest.ts';
import { exam } from './exam.ts';
import { file } from './file.ts';
import { groupBoard } from './group-board.ts';
import { groupContest } from './group-contest.ts';
import { groupExam } from './group-exam.ts';
import { groupTraining } from './group-training.ts';
import { group } from './group.ts';
import { home } from './home.ts';
import { judge } from './judge.ts';
import { message } from './message.ts';
import { passport } from './passport.ts';
import { problemExchange } from './problem-exchange.ts';
import { problem } from './problem.ts';
import { scoreboard } from './scoreboard.ts';
import { training } from './training.ts';
import { userBatch } from './user-batch.ts';

export * from './call.ts';

export const contracts = { adminConfig, adminContest, adminExam, adminProblem, adminTraining, adminUser, admin, community, contest, exam, file, groupBoard, groupContest, groupExam, groupTraining, group, home, judge, message, passport, problemExchange, problem, scoreboard, training, userBatch };

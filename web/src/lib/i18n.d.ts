import 'i18next';
import type admin from '../locales/zh-CN/admin.json';
import type adminCommunity from '../locales/zh-CN/adminCommunity.json';
import type adminConfig from '../locales/zh-CN/adminConfig.json';
import type adminContest from '../locales/zh-CN/adminContest.json';
import type adminProblem from '../locales/zh-CN/adminProblem.json';
import type adminExam from '../locales/zh-CN/adminExam.json';
import type adminProblemExchange from '../locales/zh-CN/adminProblemExchange.json';
import type adminTraining from '../locales/zh-CN/adminTraining.json';
import type adminUser from '../locales/zh-CN/adminUser.json';
import type catalogue from '../locales/zh-CN/catalogue.json';
import type comments from '../locales/zh-CN/comments.json';
import type common from '../locales/zh-CN/common.json';
import type contest from '../locales/zh-CN/contest.json';
import type discussion from '../locales/zh-CN/discussion.json';
import type exam from '../locales/zh-CN/exam.json';
import type group from '../locales/zh-CN/group.json';
import type message from '../locales/zh-CN/message.json';
import type scoreboard from '../locales/zh-CN/scoreboard.json';
import type training from '../locales/zh-CN/training.json';

// Typed keys: `t('nav.home')` fails to compile when the key is not in the locale files. A new namespace file
// (locales/<language>/<namespace>.json) is listed here too.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      admin: typeof admin;
      adminCommunity: typeof adminCommunity;
      adminConfig: typeof adminConfig;
      adminContest: typeof adminContest;
      adminProblem: typeof adminProblem;
      adminProblemExchange: typeof adminProblemExchange;
      adminExam: typeof adminExam;
      adminTraining: typeof adminTraining;
      adminUser: typeof adminUser;
      catalogue: typeof catalogue;
      comments: typeof comments;
      common: typeof common;
      contest: typeof contest;
      discussion: typeof discussion;
      exam: typeof exam;
      group: typeof group;
      message: typeof message;
      scoreboard: typeof scoreboard;
      training: typeof training;
    };
  }
}

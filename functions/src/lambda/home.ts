import { homeGroup } from '../groups/home/routes.ts';
import { createHandler } from './create-handler.ts';
import * as announcements from '../data/announcements.ts';
import * as carouselList from '../data/carousel-list.ts';
import * as contests from '../data/contests.ts';
import * as dailyStats from '../data/daily-stats.ts';
import * as languages from '../data/languages.ts';
import * as problems from '../data/problems.ts';
import * as rankings from '../data/rankings.ts';
import * as siteConfig from '../data/site-config.ts';
import * as users from '../data/users.ts';

export const handler = createHandler(homeGroup, { announcements, carouselList, contests, dailyStats, languages, problems, rankings, siteConfig, users });

import { adminConfigGroup } from '../groups/admin-config/routes.ts';
import { createHandler } from './create-handler.ts';
import * as homeCarousel from '../data/home-carousel.ts';
import * as judgeHeartbeats from '../data/judge-heartbeats.ts';
import * as siteConfig from '../data/site-config.ts';
import * as users from '../data/users.ts';

export const handler = createHandler(adminConfigGroup, { homeCarousel, judgeHeartbeats, siteConfig, users });

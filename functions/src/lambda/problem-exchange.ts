import { problemExchangeGroup } from '../groups/problem-exchange/routes.ts';
import { createHandler } from './create-handler.ts';
import * as problemTags from '../data/problem-tags.ts';
import * as problems from '../data/problems.ts';
import * as siteConfig from '../data/site-config.ts';
import * as testcaseUploadRemoval from '../data/testcase-upload-removal.ts';
import * as testcaseUploads from '../data/testcase-uploads.ts';
import * as users from '../data/users.ts';

export const handler = createHandler(problemExchangeGroup, { problemTags, problems, siteConfig, testcaseUploadRemoval, testcaseUploads, users });

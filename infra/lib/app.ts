import { join } from 'node:path';
import { App, Tags, Validations, type AppProps } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { GroupDef } from '../../functions/src/http/route.ts';
import { ApiStack } from './api-stack.ts';
import { readConfig } from './config.ts';
import { DataStack } from './data-stack.ts';
import { JudgeStack } from './judge-stack.ts';
import { AcceptGrantWildcards } from './nag.ts';
import { OpsStack } from './ops-stack.ts';
import { StorageStack } from './storage-stack.ts';
import { WebStack } from './web-stack.ts';

export interface OjAppOptions extends AppProps {
  groups: readonly GroupDef[];
  repoRoot: string;
  /** The built SPA (default web/dist); deployed when it exists. */
  webDist?: string;
  /** Account and region; by default those the CDK CLI sets (CDK_DEFAULT_ACCOUNT, CDK_DEFAULT_REGION). */
  env?: { account?: string; region?: string };
}

/** The whole deployment: data, storage, judge, web (front door), API, operations; checked by cdk-nag. */
export function createApp({
  groups,
  repoRoot,
  webDist = join(repoRoot, 'web/dist'),
  env = { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  ...appProps
}: OjAppOptions) {
  const app = new App(appProps);
  const config = readConfig(app.node);
  const name = (stack: string) => `${config.prefix}-${stack}`;
  const common = { env };

  const data = new DataStack(app, name('Data'), { ...common, deletionProtection: config.deletionProtection });
  const storage = new StorageStack(app, name('Storage'), { ...common, deletionProtection: config.deletionProtection, domainName: config.domainName });
  const judge = new JudgeStack(app, name('Judge'), { ...common, config, repoRoot, table: data.table, testData: storage.testData, logs: storage.logs });
  const web = new WebStack(app, name('Web'), {
    ...common,
    config,
    site: storage.site,
    publicFiles: storage.publicFiles,
    testData: storage.testData,
    logs: storage.logs,
    webDist,
  });
  const api = new ApiStack(app, name('Api'), {
    ...common,
    config,
    groups,
    repoRoot,
    table: data.table,
    buckets: { testData: storage.testData, publicFiles: storage.publicFiles },
    queues: judge.queues,
    httpApis: web.httpApis,
    siteUrl: web.siteUrl,
    originSecret: web.originSecret,
  });
  const ops = new OpsStack(app, name('Ops'), {
    ...common,
    alarmEmail: config.alarmEmail,
    detailedAlarms: config.detailedAlarms,
    dashboard: config.dashboard,
    queues: judge.queues,
    backlog: judge.backlog,
    service: judge.service,
    httpApis: web.httpApis,
    functions: api.functions,
    capacityFunction: judge.capacityFunction,
    clock: api.clock,
    boardBuilder: api.boardBuilder,
    userJobs: api.userJobs,
    remoteJudge: api.remoteJudge,
    tableName: data.table.tableName,
  });

  Tags.of(app).add('app', 'online-judge');
  Validations.of(app).addPlugins(new AcceptGrantWildcards(), new AwsSolutionsChecks(app));
  return { app, config, stacks: { data, storage, judge, web, api, ops } };
}

import { NestedStack } from 'aws-cdk-lib';
import { HttpMethod, HttpRoute, HttpRouteKey, type IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { acknowledge } from './nag.ts';
import type { ApiPart, RouteEntry } from './routes.ts';

/**
 * CloudFormation's quota is 500 resources a stack (nested stacks included, each counting on its own); the guard
 * in infra/test/stack-size.test.ts keeps every template at or below this, leaving room to grow.
 */
export const MAX_STACK_RESOURCES = 400;

export interface GroupRoutesProps {
  /** The group (functions/src/groups/index.ts) whose routes these are. */
  group: string;
  fn: IFunction;
  /** The group's routes, every one of them. */
  routes: readonly RouteEntry[];
  httpApis: Record<ApiPart, IHttpApi>;
}

/**
 * One group's HTTP API routes in a nested stack of their own: the routes, one Lambda integration per HTTP API
 * they live in (an integration belongs to one API), and the permission each integration gives that API to
 * invoke the group's function (the function stays in the API stack, which the operations stack reads).
 *
 * A stack per group, rather than per API or per so many routes, because a route never moves between stacks when
 * other groups change: API Gateway refuses a second route with the same key (409), and CloudFormation creates a
 * stack's new resources before it deletes the old ones, so a route moving to another stack cannot deploy. The API
 * stack grows by one nested stack (plus the function's four resources) per group, and each nested stack holds
 * its one group's routes, a few dozen at most.
 */
export class GroupRoutes extends NestedStack {
  constructor(scope: Construct, id: string, { group, fn, routes, httpApis }: GroupRoutesProps) {
    super(scope, id, { description: `HTTP API routes of the ${group} group` });
    acknowledge(this, 'Every route is authorised inside its Lambda (JWT with a per-user token version), as the API serves public and optional-login routes.', 'AwsSolutions-APIG4');
    const integrations = new Map<ApiPart, HttpLambdaIntegration>();
    const integrationFor = (api: ApiPart) => {
      if (!integrations.has(api)) {
        integrations.set(api, new HttpLambdaIntegration(api === 'Main' ? `${group}-integration` : `${group}-${api}-integration`, fn, { scopePermissionToRoute: false }));
      }
      return integrations.get(api)!;
    };
    for (const route of routes) {
      if (route.group !== group) throw new Error(`Route ${route.key} of group ${route.group} was given to the routes of group ${group}`);
      new HttpRoute(this, route.key, {
        httpApi: httpApis[route.api],
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: integrationFor(route.api),
      });
    }
  }
}

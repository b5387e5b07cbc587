import { Stack, Validations, type IPolicyValidationContext, type IPolicyValidationPlugin, type PolicyValidationPluginReport } from 'aws-cdk-lib';
import { CfnPolicy } from 'aws-cdk-lib/aws-iam';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import type { IConstruct } from 'constructs';

/**
 * Acknowledges cdk-nag findings on a construct (and everything under it) with one reason.
 * cdk-nag v3 wants each finding id separately, e.g. `AwsSolutions-IAM5[Resource::*]`.
 */
export function acknowledge(scope: IConstruct, reason: string, ...ids: string[]) {
  for (const id of ids) Validations.of(scope).acknowledge({ id, reason });
}

/** The finding for the AWS managed policy every Lambda gets to write its own logs. */
export const BASIC_EXECUTION = 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]';

interface WildcardRule {
  pattern: RegExp;
  reason: string;
}

/**
 * Wildcards that CDK's scoped grants produce. Their finding ids embed cross-stack export names, so they are
 * matched by pattern here instead of being spelled out; any other wildcard still fails the check.
 */
export const ACCEPTED_WILDCARDS: readonly WildcardRule[] = [
  { pattern: /^Resource::.*Table.*\/index\/\*$/, reason: 'A table grant covers the indexes of that one table, which every query path uses.' },
  { pattern: /^Resource::.*(TestData|PublicFiles|Site).*\/\*$/, reason: 'Object grants are scoped to the objects of one named bucket.' },
  {
    pattern: /^Action::s3:(GetObject|GetBucket|List|DeleteObject|Abort)\*$/,
    reason: 'CDK bucket read and write grants name these action families, limited to one bucket.',
  },
];

/** IAM5 findings of a policy, computed the way cdk-nag computes them. */
export function wildcardFindings(policy: CfnPolicy): string[] {
  const doc = Stack.of(policy).resolve(policy.policyDocument) as { Statement?: { Effect: string; Action: unknown; Resource: unknown }[] };
  const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : [v]);
  const findings = new Set<string>();
  for (const statement of doc.Statement ?? []) {
    if (statement.Effect !== 'Allow') continue;
    for (const action of list(statement.Action)) if (String(action).includes('*')) findings.add(`Action::${String(action)}`);
    for (const resource of list(statement.Resource).map(flattenCfnReference)) if (resource.includes('*')) findings.add(`Resource::${resource}`);
  }
  return [...findings];
}

/** Wildcards accepted only on the policies of one construct (and its children), by pattern. */
const SCOPED_WILDCARDS = new WeakMap<IConstruct, WildcardRule[]>();

/**
 * Acknowledges wildcard findings of the policies under `scope` whose ids match `pattern`: for ids that embed
 * the account, region or partition, which are placeholders or real values depending on how the app is
 * synthesized (the CLI sets a region).
 */
export function acknowledgeWildcards(scope: IConstruct, reason: string, pattern: RegExp) {
  SCOPED_WILDCARDS.set(scope, [...(SCOPED_WILDCARDS.get(scope) ?? []), { pattern, reason }]);
}

/**
 * Acknowledges the accepted wildcards once references are resolved (their finding ids name cross-stack
 * exports, which exist only then). Registered as a validation plugin: plugins run after the app is prepared,
 * and acknowledgments are collected after every plugin has reported.
 */
export class AcceptGrantWildcards implements IPolicyValidationPlugin {
  readonly name = 'AcceptGrantWildcards';

  validate(context: IPolicyValidationContext): PolicyValidationPluginReport {
    for (const node of context.appConstruct.node.findAll()) {
      if (!(node instanceof CfnPolicy)) continue;
      const rules = [...ACCEPTED_WILDCARDS, ...node.node.scopes.flatMap((scope) => SCOPED_WILDCARDS.get(scope) ?? [])];
      for (const finding of wildcardFindings(node)) {
        const rule = rules.find((r) => r.pattern.test(finding));
        if (rule) acknowledge(node, rule.reason, `AwsSolutions-IAM5[${finding}]`);
      }
    }
    return { success: true, violations: [] };
  }
}

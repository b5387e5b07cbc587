import type { Template } from 'aws-cdk-lib/assertions';
import { expect } from 'vitest';

export type Resources = Record<string, { Type: string; Properties: Record<string, any> }>;
export type Statement = { Action: string | string[]; Resource: unknown };

/** Reads a synthesized stack's resources by type, by construct path, and its roles' policy statements. */
export function templateQuery(template: () => Template) {
  const ofType = (type: string): Resources => template().findResources(type) as Resources;
  /** The one resource of a type whose logical id starts with the prefix (its construct path). */
  const one = (type: string, prefix: string) => {
    const found = Object.entries(ofType(type)).filter(([id]) => id.startsWith(prefix));
    expect(found, prefix).toHaveLength(1);
    return found[0]!;
  };
  const statementsOfRole = (roleRef: string) =>
    Object.values(ofType('AWS::IAM::Policy'))
      .filter((p) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === roleRef))
      .flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[]);
  return { ofType, one, statementsOfRole };
}

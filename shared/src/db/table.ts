/**
 * The one DynamoDB table. The CDK stack, the local stack and the tests all create it from this definition,
 * so keys and indexes cannot drift. Every key attribute is a string; all indexes project every attribute.
 */
export interface IndexDef {
  name: string;
  partitionKey: string;
  sortKey: string;
}

export const TABLE = {
  /** Default physical name for the local stack; AWS names it through CloudFormation. */
  localName: 'oj-local',
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Epoch seconds; DynamoDB deletes the item some time after (codes, captchas, login failures). */
  ttlAttribute: 'expiresAt',
  indexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  ] satisfies IndexDef[],
} as const;

export type IndexName = (typeof TABLE.indexes)[number]['name'];

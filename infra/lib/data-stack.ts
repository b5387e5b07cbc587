import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, Billing, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { TABLE } from '../../shared/src/db/table.ts';

export interface DataStackProps extends StackProps {
  deletionProtection: boolean;
}

/** The one table, built from shared's definition so its keys and indexes cannot drift from the code. */
export class DataStack extends Stack {
  readonly table: TableV2;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const key = (name: string) => ({ name, type: AttributeType.STRING });
    this.table = new TableV2(this, 'Table', {
      partitionKey: key(TABLE.partitionKey),
      sortKey: key(TABLE.sortKey),
      timeToLiveAttribute: TABLE.ttlAttribute,
      globalSecondaryIndexes: TABLE.indexes.map((index) => ({
        indexName: index.name,
        partitionKey: key(index.partitionKey),
        sortKey: key(index.sortKey),
      })),
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: props.deletionProtection,
      removalPolicy: props.deletionProtection ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    new CfnOutput(this, 'TableName', { value: this.table.tableName, description: 'TABLE_NAME for the seed command' });
  }
}

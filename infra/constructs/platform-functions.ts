import type { IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { accessStatements, type AccessTargets } from './access.ts';
import type { LambdaSpec } from './catalog.ts';
import { PlatformFunction } from './platform-function.ts';

export interface PlatformFunctionsProps {
  prefix: string;
  /** What every function is told: the table names, the webhook mode. */
  environment: Record<string, string>;
  alarmAction: IAlarmAction;
  tracing: boolean;
  /** Each function's bundle folder by name, when the synth bundles (bundling.ts). */
  bundles?: Map<string, string>;
}

/**
 * The functions of the catalog, by name: each made with the environment every function shares
 * plus what its own wiring adds, and granted exactly the access its catalog entry declares.
 * A part of the stack (see infra/stack.ts).
 */
export class PlatformFunctions {
  readonly byName = new Map<string, NodejsFunction>();

  constructor(
    private readonly scope: Construct,
    private readonly props: PlatformFunctionsProps,
  ) {}

  add(spec: LambdaSpec, environment: Record<string, string> = {}): NodejsFunction {
    const { prefix, alarmAction, tracing, bundles } = this.props;
    // Left out of the one bundling run, a function would be bundled on its own by NodejsFunction,
    // with its defaults (CommonJS, not minified, the runtime's SDK), at a second each.
    if (bundles && !bundles.has(spec.name))
      throw new Error(`The function ${spec.name} was not bundled with the others: add its spec to the bundleAll call in infra/stack.ts.`);
    const { fn } = new PlatformFunction(this.scope, spec.name, {
      spec,
      prefix,
      environment: { ...this.props.environment, ...environment },
      logRetention: RetentionDays.ONE_MONTH,
      alarmAction,
      tracing,
      bundle: bundles?.get(spec.name),
    });
    this.byName.set(spec.name, fn);
    return fn;
  }

  get(name: string): NodejsFunction {
    const fn = this.byName.get(name);
    if (!fn) throw new Error(`No function ${name} in the stack.`);
    return fn;
  }

  /** Once every target exists: each function may touch what its spec declares, and nothing more. */
  grant(specs: LambdaSpec[], targets: AccessTargets): void {
    for (const spec of specs)
      for (const statement of accessStatements(spec.access, targets)) this.get(spec.name).addToRolePolicy(statement);
  }
}

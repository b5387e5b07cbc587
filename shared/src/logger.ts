/**
 * The logging port: what the code that runs in both the Lambdas and the judge worker logs through. The adapter is
 * Powertools for AWS Lambda's Logger (functions/src/observability, judge-fargate/src/observability); shared holds
 * only this shape, so it stays free of AWS code.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  /** A logger that adds `fields` to every line (a submission's id, a correlation id). */
  child(fields: LogFields): Logger;
}

/** What the adapter needs of a structured logger: Powertools' Logger has this shape. */
export interface StructuredLog {
  debug(msg: string, fields: LogFields): void;
  info(msg: string, fields: LogFields): void;
  warn(msg: string, fields: LogFields): void;
  error(msg: string, fields: LogFields): void;
  createChild(options: { persistentKeys: LogFields }): StructuredLog;
}

/**
 * The port over a structured logger. `context` adds fields read at each line (the running request's correlation id,
 * which a process serving several requests at once cannot fix on the logger itself).
 */
export function loggerOn(log: StructuredLog, context: () => LogFields | undefined = () => undefined): Logger {
  const line = (level: 'debug' | 'info' | 'warn' | 'error') => (msg: string, fields?: LogFields) => log[level](msg, { ...context(), ...fields });
  return {
    debug: line('debug'),
    info: line('info'),
    warn: line('warn'),
    error: line('error'),
    child: (fields) => loggerOn(log.createChild({ persistentKeys: fields }), context),
  };
}

/** A logger that writes nothing (tests). */
export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {}, child: () => silentLogger };

/** A structured log that keeps its lines as objects (tests that check what was logged, through `loggerOn`). */
export function recordingLog(lines: LogFields[], base: LogFields = {}): StructuredLog {
  const line = (level: string) => (msg: string, fields: LogFields) => void lines.push({ level, msg, ...base, ...fields });
  return { debug: line('debug'), info: line('info'), warn: line('warn'), error: line('error'), createChild: ({ persistentKeys }) => recordingLog(lines, { ...base, ...persistentKeys }) };
}

// Structured JSON log lines through pino: one object per line with an ISO time and a level label.
// The `log` option keeps its shapes: false = silent, a function = receives each line (tests).
import pino from 'pino';

export type LogLine = Record<string, unknown>;
export type Log = (line: LogLine) => void;
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
export const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'];
const LEVELS: readonly string[] = LOG_LEVELS;
type Level = LogLevel;

/**
 * destination: where the JSON lines go (default stdout); tests pass a stream of their own. level: the least
 * severe level written (LOG_LEVEL; default info).
 */
export function createLog(opt: boolean | Log | undefined, destination?: pino.DestinationStream, level: LogLevel = 'info'): Log {
  if (opt === false) return () => {};
  if (typeof opt === 'function') return opt;
  const logger = pino({
    level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  }, destination);
  return (line) => {
    const { level, ...rest } = line;
    const l = (typeof level === 'string' && LEVELS.includes(level) ? level : 'info') as Level;
    logger[l](rest);
  };
}

/**
 * The errors a job handler throws to steer the runner. Their own file, so a handler's module can
 * import them without importing the runner (runner -> handlers -> the handler's module -> runner
 * was an import cycle: started by tsx, `server/server.ts` died on a handler read before it was set).
 */

/** Thrown by a handler for a failure no retry can mend: the job is dead-lettered at once. */
export class PermanentJobError extends Error {}

// The runner of asynchronous moderation jobs (video) over the durable job queue.
export { JobRunner, type JobFindings, type JobProcessor, type JobRunnerOptions } from './runner.ts';
export { problemForJobError } from './job-problem.ts';

// The moderation service: the app factory, its configuration and the parts others plug in.
export { createApp, type AppDeps } from './app.ts';
export { parseConfig, ConfigError, type Config, type RateDefaults } from './config.ts';
export { ApiError, ValidationError, NotFoundError, AuthenticationError, RateLimitedError, MediaUnavailableError } from './errors.ts';
export { DEMO_SANDBOX_KEY, issueApiKey, hashApiKey } from './api-keys.ts';
export { resultResource } from './result-resource.ts';
export { problemBody } from './problem-handler.ts';
export { monthOf, type ItemCounts } from './metering.ts';
export { runService, type BackgroundService, type RunningService } from './service-runner.ts';
export { assembleService, type AssembleOptions, type AssembledService } from './service.ts';
export { createLogger } from './logger.ts';
export type { ImageModerator, ImageModerationContext, MediaInput, UrlGuard, VideoSubmission, VideoSubmitter } from './media.ts';

// The action's input and output names, mirroring action.yml; nothing else spells them.

export const Inputs = {
  ApiKey: 'api-key',
  ApiUrl: 'api-url',
  GithubToken: 'github-token',
  FailOn: 'fail-on',
  Scan: 'scan',
  ExemptUsers: 'exempt-users',
  ExemptBots: 'exempt-bots',
  ExemptAssociations: 'exempt-associations',
  MaxImages: 'max-images',
  MaxImageBytes: 'max-image-bytes',
  Comment: 'comment',
  Label: 'label',
  MinimizeComments: 'minimize-comments',
  DryRun: 'dry-run',
  OnApiError: 'on-api-error',
  TimeoutSeconds: 'timeout-seconds',
} as const;

export const Outputs = {
  Flagged: 'flagged',
  MaxSeverity: 'max-severity',
  Findings: 'findings',
  ResultIds: 'result-ids',
  Summary: 'summary',
} as const;

/** The environment variable read when `api-url` is empty. */
export const API_URL_ENV = 'MODERATION_API_URL';

// The names Slack and the manifest know this app by: the slash command, the button action IDs,
// the HTTP paths. Registration, the Block Kit builders and the manifest test all read them here.

/** The slash command declared in manifest.json. */
export const SLASH_COMMAND = '/moderation';

/** Action IDs of the review card's buttons. */
export const REVIEW_ACTIONS = {
  confirm: 'review_confirm',
  falsePositive: 'review_false_positive',
  remove: 'review_remove',
  warn: 'review_warn',
} as const;
export type ReviewActionKey = keyof typeof REVIEW_ACTIONS;

/** Where Slack sends events, interactions and slash commands (HTTP mode). */
export const SLACK_EVENTS_PATH = '/slack/events';

/** Where the moderation service delivers webhook events. */
export const MODERATION_WEBHOOK_PATH = '/moderation/webhook';

/** The Events API subscriptions the app needs: messages wherever it is a member. */
export const BOT_EVENTS = ['message.channels', 'message.groups', 'message.im', 'message.mpim'] as const;

/** Bot token scopes, each for one job (see docs/slackbot.md). */
export const BOT_SCOPES = [
  'channels:history',
  'groups:history',
  'im:history',
  'mpim:history',
  'chat:write',
  'commands',
  'files:read',
  'channels:read',
  'groups:read',
  'usergroups:read',
] as const;

/** User token scopes: an admin's token lets the app delete other people's messages. */
export const USER_SCOPES = ['chat:write'] as const;

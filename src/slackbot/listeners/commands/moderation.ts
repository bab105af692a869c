// `/moderation usage | check <text> | help`: answers only the caller (ephemeral), after the ack.
import type { AllMiddlewareArgs, SlackCommandMiddlewareArgs } from '@slack/bolt';
import { chunkText } from '../../../client/index.ts';
import { helpMessage, notice, usageMessage, verdictMessage, type SlackMessage } from '../../blocks.ts';
import type { BotContext } from '../../context.ts';

async function answerFor(ctx: BotContext, input: string): Promise<SlackMessage> {
  const [verb = '', ...rest] = input.trim().split(/\s+/);
  const argument = input.trim().slice(verb.length).trim();
  switch (verb.toLowerCase()) {
    case 'usage':
      return usageMessage(await ctx.moderation.getUsage());
    case 'check':
      if (!argument || rest.length === 0) return notice('Usage: `/moderation check <text>`');
      return verdictMessage(await ctx.moderation.moderateText(chunkText(argument)[0] ?? argument));
    default:
      return helpMessage();
  }
}

export function moderationCommandListener(ctx: BotContext) {
  return async ({ ack, command, respond }: AllMiddlewareArgs & SlackCommandMiddlewareArgs): Promise<void> => {
    await ack();
    let message: SlackMessage;
    try {
      message = await answerFor(ctx, command.text);
    } catch (error) {
      ctx.logger.error({ err: error, user: command.user_id }, 'slash command failed');
      message = notice('The moderation service could not answer; please try again later.');
    }
    await respond({ response_type: 'ephemeral', ...message });
  };
}

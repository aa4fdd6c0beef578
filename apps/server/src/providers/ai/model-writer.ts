import { GENERATION_NAMES, GENERATION_OPTIONS } from '@ai-realty/shared/generation-catalogue';
import { MLS_REMARKS_DEFAULT } from '@ai-realty/shared/schemas/compliance';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, generateText, Output, RetryError, streamText } from 'ai';
import { z } from 'zod';
import { type AiWriter, type FollowUpSuggestion, type TokenUsage, WriterError } from './ai-writer.ts';
import { readFacts } from './builtin/facts.ts';
import { followUpsByRule } from './builtin/follow-up-rules.ts';
import {
  followUpForPrompt,
  type PromptLibrary,
  propertyForPrompt,
  renderPrompt,
  toneForPrompt,
  typeListForPrompt,
} from './prompt-library.ts';

// The model writer: any OpenAI-compatible chat-completions endpoint through the AI SDK. Text streams as
// it is written; each call has a timeout; the SDK itself retries 429, 5xx and network errors with
// exponential backoff (honouring Retry-After) before any text arrives; token usage is returned for the
// response record.

export type ModelWriterOptions = {
  baseURL: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  maxRetries: number;
  structuredOutputs: boolean;
  prompts: PromptLibrary;
  fetch?: typeof fetch;
};

const suggestionSchema = z.object({
  generationType: z.string(),
  title: z.string().min(1),
  description: z.string().min(1),
  creativeAngle: z.string().min(1),
  expectedOutcome: z.string().min(1),
  targetAudience: z.string().min(1),
  relevanceScore: z.coerce.number(),
  propertySpecific: z.boolean().default(true),
});
const suggestionsSchema = z.object({ suggestions: z.array(suggestionSchema).min(1).max(8) });

class Timeout extends Error {}

/** What went wrong, in words an agent can act on. */
function describeFailure(err: unknown, timeoutMs: number): string {
  if (err instanceof Timeout) {
    const seconds = Math.round(timeoutMs / 1000);
    return `The AI service did not answer within ${seconds} second${seconds === 1 ? '' : 's'}.`;
  }
  if (APICallError.isInstance(err)) {
    if (err.statusCode === 401 || err.statusCode === 403)
      return `The AI service refused the request (HTTP ${err.statusCode}): check the API key.`;
    if (err.statusCode === 429) return 'The AI service is rate-limiting requests (HTTP 429).';
    if (err.statusCode) return `The AI service returned an error (HTTP ${err.statusCode}).`;
    return 'The AI service could not be reached.';
  }
  return 'The AI service failed to produce a response.';
}

export function createModelWriter(options: ModelWriterOptions): AiWriter {
  const provider = createOpenAICompatible({
    name: 'ai-writer',
    baseURL: options.baseURL.replace(/\/$/, ''),
    apiKey: options.apiKey,
    includeUsage: true,
    supportsStructuredOutputs: options.structuredOutputs,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const model = provider.chatModel(options.model);

  /** Runs one call, the SDK's retries included, within the timeout; failures become WriterErrors. */
  async function withTimeout<T>(run: (signal: AbortSignal) => Promise<T>, outer?: AbortSignal): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Timeout()), options.timeoutMs);
    const signal = outer ? AbortSignal.any([controller.signal, outer]) : controller.signal;
    try {
      return await run(signal);
    } catch (err) {
      if (outer?.aborted) throw new WriterError('The writer was stopped before it finished.', { cause: err });
      if (controller.signal.aborted) throw new WriterError(describeFailure(new Timeout(), options.timeoutMs));
      if (err instanceof WriterError) throw err;
      if (RetryError.isInstance(err) && err.errors.length > 1) {
        const message = describeFailure(err.lastError, options.timeoutMs);
        throw new WriterError(`${message} It failed ${err.errors.length} times in a row.`, { cause: err });
      }
      throw new WriterError(
        describeFailure(RetryError.isInstance(err) ? err.lastError : err, options.timeoutMs),
        {
          cause: err,
        },
      );
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    name: options.model,
    kind: 'model',

    async write(request, hooks = {}) {
      const template = options.prompts.byType[request.generationType];
      if (!template) throw new WriterError(`No prompt exists for "${request.generationType}".`);
      const prompt = `${renderPrompt(template, {
        property: propertyForPrompt(request.property, request.address),
        instructions: request.customInstructions?.trim() || 'None.',
        follow_up: followUpForPrompt(request.followUp),
        remarks_limit: (request.remarksLimit ?? MLS_REMARKS_DEFAULT).toLocaleString('en-US'),
      })}\n\n${toneForPrompt(request.tone)}`;
      return withTimeout(async (signal) => {
        const result = streamText({
          model,
          system: options.prompts.system,
          prompt,
          maxRetries: options.maxRetries,
          abortSignal: signal,
          // Errors arrive as stream parts and are handled below; the default handler would only log them.
          onError: () => {},
        });
        let text = '';
        let usage: TokenUsage | null = null;
        for await (const part of result.fullStream) {
          if (part.type === 'text-delta') {
            text += part.text;
            hooks.onText?.(part.text);
          } else if (part.type === 'error') {
            throw part.error;
          } else if (part.type === 'abort') {
            throw signal.reason ?? new Timeout();
          } else if (part.type === 'finish') {
            usage = {
              promptTokens: part.totalUsage.inputTokens ?? null,
              completionTokens: part.totalUsage.outputTokens ?? null,
            };
          }
        }
        if (!text.trim()) throw new WriterError('The AI service returned an empty response.');
        return { text: text.trim(), usage };
      }, hooks.signal);
    },

    async suggestFollowUps(request) {
      const option = GENERATION_OPTIONS.find((o) => o.name === request.generationType);
      const prompt = renderPrompt(options.prompts.followUps, {
        generation_title: option?.title ?? request.generationType,
        generation_type: request.generationType,
        types: typeListForPrompt(),
        property: propertyForPrompt(request.property, request.address),
        instructions: request.customInstructions?.trim() || 'None.',
        response: request.responseText.slice(0, 12_000),
      });
      const output = await withTimeout(async (signal) => {
        // With structured outputs the endpoint enforces the schema; without, the prompt describes the
        // JSON and it is checked here.
        const result = await generateText({
          model,
          system: options.prompts.system,
          prompt,
          output: options.structuredOutputs ? Output.object({ schema: suggestionsSchema }) : Output.json(),
          maxRetries: options.maxRetries,
          abortSignal: signal,
        });
        return suggestionsSchema.parse(result.output);
      });
      const valid: FollowUpSuggestion[] = [];
      for (const s of output.suggestions) {
        if (!GENERATION_NAMES.includes(s.generationType) || s.generationType === request.generationType)
          continue;
        if (valid.some((v) => v.generationType === s.generationType)) continue;
        valid.push({ ...s, relevanceScore: Math.min(10, Math.max(1, Math.round(s.relevanceScore))) });
      }
      // A model that names unknown types still gets the agent three usable suggestions: the rest come
      // from the built-in rules.
      if (valid.length < 3) {
        for (const s of followUpsByRule(
          request.generationType,
          readFacts(request),
          request.property,
          request.responseText,
        )) {
          if (valid.length >= 3) break;
          if (!valid.some((v) => v.generationType === s.generationType)) valid.push(s);
        }
      }
      return valid.sort((a, b) => b.relevanceScore - a.relevanceScore).slice(0, 5);
    },
  };
}

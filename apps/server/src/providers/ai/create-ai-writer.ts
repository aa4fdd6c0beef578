import type { Config } from '../../config.ts';
import type { AiWriter } from './ai-writer.ts';
import { createBuiltinWriter } from './builtin/builtin-writer.ts';
import { createModelWriter } from './model-writer.ts';
import { loadPromptLibrary } from './prompt-library.ts';

/**
 * The model writer when AI_BASE_URL, AI_API_KEY and AI_MODEL are all set, otherwise the built-in
 * offline writer. Prompts are read here, at start-up.
 */
export function createAiWriter(config: Config, opts: { fetch?: typeof fetch } = {}): AiWriter {
  if (config.AI_BASE_URL && config.AI_API_KEY && config.AI_MODEL) {
    return createModelWriter({
      baseURL: config.AI_BASE_URL,
      apiKey: config.AI_API_KEY,
      model: config.AI_MODEL,
      timeoutMs: config.AI_TIMEOUT_MS,
      maxRetries: config.AI_MAX_RETRIES,
      structuredOutputs: config.AI_STRUCTURED_OUTPUTS,
      prompts: loadPromptLibrary(),
      ...(opts.fetch ? { fetch: opts.fetch } : {}),
    });
  }
  return createBuiltinWriter();
}

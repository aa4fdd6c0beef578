import type { WritingTone } from '@ai-realty/shared/schemas/compliance';
import type { Property } from '@ai-realty/shared/schemas/property';

// The AI writer: turns a property and an agent's instructions into one piece of marketing content,
// and suggests the next pieces. Two implementations share this interface and its tests: the built-in
// offline writer (rules and templates, no network) and a model behind an OpenAI-compatible API.

/** The follow-up suggestion a generation was started from, so the text takes its angle. */
export type FollowUpAngle = {
  title: string;
  description: string;
  creativeAngle: string;
  expectedOutcome: string;
  targetAudience: string;
};

export type WriteRequest = {
  generationType: string;
  property: Property;
  /** "Street, City, ST ZIP" as stored with the property. */
  address: string;
  customInstructions?: string;
  followUp?: FollowUpAngle;
  /**
   * Distinguishes one generation from another for the same property (the response id), so the
   * built-in writer picks fresh wording on a regenerate while staying deterministic per response.
   */
  variant?: string;
  /** The text of the response a follow-up builds on, so the new piece can take it further. */
  parentText?: string;
  /** The tone the agent chose (professional when not given). */
  tone?: WritingTone;
  /** The agent's MLS public-remarks limit in characters: listing descriptions are written to fit it. */
  remarksLimit?: number;
};

export type TokenUsage = { promptTokens: number | null; completionTokens: number | null };

export type WriteResult = { text: string; usage: TokenUsage | null };

export type WriteHooks = {
  /** Each piece of text as it is written, in order. */
  onText?(chunk: string): void;
  signal?: AbortSignal;
};

export type FollowUpRequest = {
  /** The type of the completed response the suggestions build on. */
  generationType: string;
  property: Property;
  address: string;
  responseText: string;
  customInstructions?: string;
};

export type FollowUpSuggestion = {
  title: string;
  description: string;
  generationType: string;
  creativeAngle: string;
  expectedOutcome: string;
  targetAudience: string;
  relevanceScore: number;
  propertySpecific: boolean;
};

export type AiWriter = {
  /** 'builtin' for the offline writer, otherwise the model's name; stored with each response. */
  readonly name: string;
  readonly kind: 'builtin' | 'model';
  write(request: WriteRequest, hooks?: WriteHooks): Promise<WriteResult>;
  /** 3 to 5 suggestions, most useful first. */
  suggestFollowUps(request: FollowUpRequest): Promise<FollowUpSuggestion[]>;
};

/**
 * A failure of the writer that retrying the job will not fix (the model answered errors after its own
 * retries, or timed out). The message is shown to the user as is.
 */
export class WriterError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WriterError';
  }
}

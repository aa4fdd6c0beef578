import type { Config } from '../../config.ts';
import { createIsolatedBuiltinExtractor } from './builtin-extractor.ts';
import { createModelExtractor } from './model-extractor.ts';
import type { PdfExtractor } from './pdf-extractor.ts';
import { pdfLimitsOf } from './pdf-reader.ts';

/**
 * A model when one is configured (AI_BASE_URL and AI_MODEL), otherwise the built-in rules, run in a
 * bounded worker thread.
 */
export function createPdfExtractor(config: Config): PdfExtractor {
  if (config.AI_BASE_URL && config.AI_MODEL) {
    return createModelExtractor({
      baseURL: config.AI_BASE_URL,
      apiKey: config.AI_API_KEY,
      model: config.AI_MODEL,
      timeoutMs: config.AI_TIMEOUT_MS,
      maxRetries: config.AI_MAX_RETRIES,
    });
  }
  return createIsolatedBuiltinExtractor(pdfLimitsOf(config));
}

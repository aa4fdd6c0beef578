import { RESPONSE_PREVIEW_CHARS } from '@ai-realty/shared/constants';
import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { toString as nodeText } from 'mdast-util-to-string';
import { gfm } from 'micromark-extension-gfm';

const SENTENCE_END = /[.!?:;,…)"']$/;

/** The text blocks of a markdown tree in reading order; code, raw HTML and rules carry no prose. */
function textBlocks(node: Nodes, out: string[]): string[] {
  switch (node.type) {
    case 'heading':
    case 'paragraph':
      out.push(nodeText(node));
      break;
    case 'tableRow':
      out.push(node.children.map((cell) => nodeText(cell)).join(' '));
      break;
    case 'code':
    case 'html':
    case 'thematicBreak':
    case 'definition':
      break;
    default:
      if ('children' in node) for (const child of node.children) textBlocks(child, out);
  }
  return out;
}

/**
 * Plain text of markdown (parsed with the GitHub dialect the response view renders): syntax removed,
 * one sentence per block (a heading or list item without closing punctuation gets a full stop so it
 * does not run into the next).
 */
export function stripMarkdown(markdown: string): string {
  const tree = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  return textBlocks(tree, [])
    .map((text) => text.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((text) => (SENTENCE_END.test(text) ? text : `${text}.`))
    .join(' ');
}

/** The first 150 characters of the plain text, with an ellipsis when cut. */
export function markdownPreview(markdown: string, max = RESPONSE_PREVIEW_CHARS): string {
  const plain = stripMarkdown(markdown);
  return plain.length > max ? `${plain.slice(0, max).trimEnd()}…` : plain;
}

import type { Parent, PhrasingContent, Root, Text } from 'mdast';

/** A span of the markdown source to mark, in source offsets. */
export type Highlight = { start: number; end: number; id: string; tone: 'violation' | 'caution' };

/**
 * Marks spans of the source (compliance findings) in the rendered text: each text node that
 * overlaps a span is split, and the overlapping part becomes a <mark> carrying the finding's id, so
 * the list of findings can point at it. Text nodes that are not the source verbatim (escapes,
 * entities) are left as they are rather than marked at the wrong place.
 */
export function remarkHighlights(highlights: Highlight[]) {
  const sorted = [...highlights].sort((a, b) => a.start - b.start);
  return () => (tree: Root) => {
    if (sorted.length) walk(tree);
  };

  function walk(node: Parent) {
    const out: Parent['children'] = [];
    for (const child of node.children) {
      if (child.type === 'text') out.push(...split(child));
      else {
        if ('children' in child) walk(child as Parent);
        out.push(child);
      }
    }
    node.children = out;
  }

  function split(text: Text): PhrasingContent[] {
    const from = text.position?.start.offset;
    const to = text.position?.end.offset;
    if (from === undefined || to === undefined || to - from !== text.value.length) return [text];
    const hits = sorted.filter((h) => h.start < to && h.end > from);
    if (!hits.length) return [text];
    const pieces: PhrasingContent[] = [];
    let at = from;
    for (const h of hits) {
      const start = Math.max(h.start, at);
      const end = Math.min(h.end, to);
      if (end <= start) continue;
      if (start > at) pieces.push({ type: 'text', value: text.value.slice(at - from, start - from) });
      pieces.push({
        type: 'emphasis',
        data: { hName: 'mark', hProperties: { dataFinding: h.id, dataTone: h.tone } },
        children: [{ type: 'text', value: text.value.slice(start - from, end - from) }],
      });
      at = end;
    }
    if (at < to) pieces.push({ type: 'text', value: text.value.slice(at - from) });
    return pieces;
  }
}

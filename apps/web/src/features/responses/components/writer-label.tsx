import { Bot, Cpu } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** Who wrote the text: the built-in offline writer is always named as such. */
export function WriterLabel({ writer }: { writer: string | null }) {
  if (!writer) return null;
  if (writer === 'builtin')
    return (
      <Badge tone="neutral">
        <Cpu className="h-3 w-3" aria-hidden />
        Built-in writer (offline)
      </Badge>
    );
  return (
    <Badge tone="blue">
      <Bot className="h-3 w-3" aria-hidden />
      Written by {writer}
    </Badge>
  );
}
